import { ASSIGNMENT_NOTE_MAX } from '@fc/contracts/assignments';
import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardList, Plus } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { useContests } from '@/api/contests';
import { useModules } from '@/api/get-modules';
import { Button } from '@/components/ui/button';
import { CheckboxList } from '@/components/ui/checkbox-list';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { useCreateAssignment } from '@/features/teacher/api/create-assignment';
import { useClassProgress } from '@/features/teacher/api/get-class-progress';
import {
  assignmentFieldOrder,
  assignmentFormSchema,
  initialAssignmentForm,
  parseClubDay,
} from '@/features/teacher/utils/assignment-form';
import { studentName } from '@/features/teacher/utils/class-rows';
import { todayStamp } from '@/features/teacher/utils/download';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';

/**
 * 'New assignment': a module or an open contest, a due date, everyone or the students ticked, and
 * a note. One thing to fix is shown at a time, beside its field; the server's refusal under the
 * form.
 */
export function NewAssignmentForm() {
  const {
    control,
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(assignmentFormSchema),
    defaultValues: initialAssignmentForm(),
  });
  const kind = watch('kind');
  const audience = watch('audience');
  const firstWrong = assignmentFieldOrder.find((field) => errors[field]);
  const errorOf = (field: (typeof assignmentFieldOrder)[number]) =>
    field === firstWrong ? errors[field]?.message : undefined;

  const modules = useModules();
  const contests = useContests();
  const classProgress = useClassProgress();
  const openContests = (contests.data ?? []).filter((contest) => contest.status !== 'ended');
  const students = useMemo(
    () =>
      (classProgress.data?.students ?? []).map((student) => ({
        userId: student.userId,
        name: studentName(student),
      })),
    [classProgress.data],
  );

  const create = useCreateAssignment({
    onSuccess: (assignment) => {
      toast({
        title: 'Assignment created',
        description: `${assignment.title} is due ${formatDate(parseClubDay(assignment.dueDate))}.`,
        variant: 'success',
      });
      reset(initialAssignmentForm());
    },
    onError: (failure) =>
      setError('root.server', {
        message: getErrorMessage(failure, 'Could not create the assignment.'),
      }),
  });

  return (
    <SectionCard
      icon={Plus}
      title="New assignment"
      description="Students see it at the top of their dashboard, and get one reminder the day before it is due."
    >
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((body) => {
            if (!create.isPending) create.mutate(body);
          })(event)
        }
        className="space-y-5 p-4 sm:p-5"
      >
        <ChoiceGroup
          legend="Assign"
          options={[
            ['module', 'A module'],
            ['contest', 'A contest'],
          ]}
          inputProps={register('kind')}
        />

        {kind === 'module' ? (
          <FormField label="Module" error={errorOf('moduleId')}>
            {(control) => (
              <Select {...control} {...register('moduleId')}>
                <option value="">
                  {modules.isPending ? 'Loading the modules…' : 'Choose a module'}
                </option>
                {(modules.data ?? []).map((module) => (
                  <option key={module.id} value={String(module.id)}>
                    {module.title}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ) : (
          <FormField label="Contest" error={errorOf('contestId')}>
            {(control) => (
              <Select {...control} {...register('contestId')}>
                <option value="">
                  {contests.isPending
                    ? 'Loading the contests…'
                    : openContests.length === 0
                      ? 'No upcoming or running contests'
                      : 'Choose a contest'}
                </option>
                {openContests.map((contest) => (
                  <option key={contest.id} value={String(contest.id)}>
                    {contest.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}

        <FormField label="Due date" error={errorOf('dueDate')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={todayStamp()}
              className="sm:w-56"
              {...register('dueDate')}
            />
          )}
        </FormField>

        <ChoiceGroup
          legend="Students"
          options={[
            ['everyone', 'Everyone'],
            ['some', 'Pick students'],
          ]}
          inputProps={register('audience')}
        >
          {audience === 'some' ? (
            <Controller
              control={control}
              name="userIds"
              render={({ field }) => (
                <StudentPicker
                  students={students}
                  isPending={classProgress.isPending}
                  error={errorOf('userIds')}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ) : null}
        </ChoiceGroup>

        <FormField label="Note (optional)" error={errorOf('note')}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={ASSIGNMENT_NOTE_MAX}
              placeholder="e.g. Read the lessons before Friday's club meeting."
              {...register('note')}
            />
          )}
        </FormField>

        <FieldError message={errors.root?.server?.message} />
        <Button
          type="submit"
          icon={ClipboardList}
          disabled={create.isPending}
          isBusy={create.isPending}
        >
          Assign
        </Button>
      </form>
    </SectionCard>
  );
}

/** The class's students to tick, in a box that scrolls when the class is large. */
function StudentPicker({
  students,
  isPending,
  error,
  value,
  onChange,
}: {
  students: readonly { userId: number; name: string }[];
  isPending: boolean;
  error: string | undefined;
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const errorId = useId();
  return (
    <>
      <fieldset
        className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3"
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="sr-only">Students to assign</legend>
        {isPending ? (
          <p className="text-sm text-slate-500">Loading the students…</p>
        ) : students.length === 0 ? (
          <p className="text-sm text-slate-500">No students yet.</p>
        ) : (
          <CheckboxList
            options={students.map((student) => ({
              value: String(student.userId),
              label: student.name,
            }))}
            value={value}
            onChange={onChange}
          />
        )}
      </fieldset>
      <FieldError id={errorId} message={error} />
    </>
  );
}
