import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_MSG,
  complaintCategoryOptions,
  createComplaintInput,
  priorityOptions,
  type ComplaintView,
  type CreateComplaintData,
  type CreateComplaintInput,
} from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';

const EMPTY: CreateComplaintInput = { title: '', description: '', category: 'general', priority: 'medium' };

interface NewComplaintModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (complaint: ComplaintView) => void;
}

/** 'Submit New Complaint': category and priority default to general and medium (spec 01 §5). */
export function NewComplaintModal({ opened, onClose, onCreated }: NewComplaintModalProps) {
  const t = useT();
  const localize = useLocalize();
  const { form, firstError: error } = useSchemaForm(createComplaintInput, EMPTY);
  const options = (list: { value: string; label: string }[]) => list.map((option) => ({ ...option, label: t(option.label) }));
  const create = trpc.complaints.create.useMutation();

  const submit = async (data: CreateComplaintData) => {
    try {
      const created = await create.mutateAsync(data);
      toast.success(localize(COMPLAINT_MSG.submitted));
      form.reset();
      onCreated(created);
    } catch (err) {
      toast.error(errorMessage(err, localize(COMPLAINT_MSG.submitFailed)));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('Submit New Complaint')} size="lg" centered>
      <form onSubmit={form.onSubmit((data) => void submit(data))} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {localize(error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect label={t('Category')} required data={options(complaintCategoryOptions)} {...form.getInputProps('category')} />
            <NativeSelect label={t('Priority')} required data={options(priorityOptions)} {...form.getInputProps('priority')} />
          </SimpleGrid>
          <TextInput
            label={t('Title')}
            required
            placeholder={t('Brief summary of the issue')}
            maxLength={COMPLAINT_LIMITS.titleMax}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('Description')}
            required
            rows={5}
            placeholder={t('Tell us what happened, where and when')}
            maxLength={COMPLAINT_LIMITS.descriptionMax}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('Submitting...') : t('Submit Complaint')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
