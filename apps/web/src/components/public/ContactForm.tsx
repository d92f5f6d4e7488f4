import { Button, Card, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MSG, contactFormInput } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { toast } from '../../lib/toast';

const EMPTY_CONTACT = { name: '', email: '', message: '' };

/** The landing page's "Send us a message" card; its own chunk, as it brings @mantine/form and zod. */
export default function ContactForm() {
  const { form } = useSchemaForm(contactFormInput, EMPTY_CONTACT);
  const t = useT();
  const localize = useLocalize();
  // The browser's own validation (required, type="email") runs first, as the spec says; the schema then
  // catches what it lets through (a name of spaces). The spec makes no server call.
  const handleSubmit = form.onSubmit(() => {
    toast.success(localize(MSG.contactThanks));
    form.reset();
  });

  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <form onSubmit={handleSubmit} aria-labelledby="contact-form-title">
        <Stack gap="md">
          <Title id="contact-form-title" order={3} size="h4">
            {t('Send us a message')}
          </Title>
          <TextInput label={t('Your Name')} name="name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label={t('Email Address')} name="email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Textarea label={t('Message')} name="message" required minRows={5} autosize {...form.getInputProps('message')} />
          <Button type="submit" size="md" radius="xl" leftSection={<IconSend size={18} />}>
            {t('Send Message')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
