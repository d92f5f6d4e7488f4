import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_MSG,
  complaintCategoryOptions,
  createComplaintInput,
  firstIssueMessage,
  priorityOptions,
  type ComplaintCategory,
  type ComplaintView,
  type Priority,
} from '@innkeep/api-contract';
import { useFields } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';

const EMPTY = { title: '', description: '' };

interface NewComplaintModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (complaint: ComplaintView) => void;
}

/** 'Submit New Complaint': category and priority default to general and medium (spec 01 §5). */
export function NewComplaintModal({ opened, onClose, onCreated }: NewComplaintModalProps) {
  const { values, setValues, bind } = useFields(EMPTY);
  const [category, setCategory] = useState<ComplaintCategory>('general');
  const [priority, setPriority] = useState<Priority>('medium');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.complaints.create.useMutation();

  const reset = () => {
    setValues(EMPTY);
    setCategory('general');
    setPriority('medium');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createComplaintInput.safeParse({ ...values, category, priority });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync(parsed.data);
      toast.success(COMPLAINT_MSG.submitted);
      reset();
      onCreated(created);
    } catch (err) {
      toast.error(errorMessage(err, COMPLAINT_MSG.submitFailed));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Submit New Complaint" size="lg" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label="Category"
              required
              data={complaintCategoryOptions}
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value as ComplaintCategory)}
            />
            <NativeSelect
              label="Priority"
              required
              data={priorityOptions}
              value={priority}
              onChange={(event) => setPriority(event.currentTarget.value as Priority)}
            />
          </SimpleGrid>
          <TextInput
            label="Title"
            required
            placeholder="Brief summary of the issue"
            maxLength={COMPLAINT_LIMITS.titleMax}
            data-autofocus
            {...bind('title')}
          />
          <Textarea
            label="Description"
            required
            rows={5}
            placeholder="Tell us what happened, where and when"
            maxLength={COMPLAINT_LIMITS.descriptionMax}
            {...bind('description')}
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
