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
  const { form, firstError: error } = useSchemaForm(createComplaintInput, EMPTY);
  const create = trpc.complaints.create.useMutation();

  const submit = async (data: CreateComplaintData) => {
    try {
      const created = await create.mutateAsync(data);
      toast.success(COMPLAINT_MSG.submitted);
      form.reset();
      onCreated(created);
    } catch (err) {
      toast.error(errorMessage(err, COMPLAINT_MSG.submitFailed));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Submit New Complaint" size="lg" centered>
      <form onSubmit={form.onSubmit((data) => void submit(data))} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect label="Category" required data={complaintCategoryOptions} {...form.getInputProps('category')} />
            <NativeSelect label="Priority" required data={priorityOptions} {...form.getInputProps('priority')} />
          </SimpleGrid>
          <TextInput
            label="Title"
            required
            placeholder="Brief summary of the issue"
            maxLength={COMPLAINT_LIMITS.titleMax}
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Description"
            required
            rows={5}
            placeholder="Tell us what happened, where and when"
            maxLength={COMPLAINT_LIMITS.descriptionMax}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit Complaint'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
