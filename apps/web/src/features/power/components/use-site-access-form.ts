import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SiteAccess } from '@portal/contracts';
import { schemaValidate } from '../../../shared/forms/schema-validate';
import { siteAccessMutationOptions } from '../api/power-queries';
import { siteAccessFormSchema, siteAccessRequestOf } from './site-access-model';

/**
 * The site access form and its save: what was last saved (`done`) is shown until the person
 * changes a field again, and the form then holds what the server stored.
 */
export function useSiteAccessForm(accountCode: string, saved: SiteAccess) {
  const queryClient = useQueryClient();
  const save = useMutation(siteAccessMutationOptions(queryClient, accountCode));
  const [done, setDone] = useState<SiteAccess | null>(null);
  const form = useForm<SiteAccess>({
    mode: 'controlled',
    initialValues: saved,
    validate: schemaValidate(siteAccessFormSchema),
    onValuesChange: () => {
      if (save.isError) save.reset();
      setDone(null);
    },
  });

  const submit = form.onSubmit((values) => {
    save.mutate(siteAccessRequestOf(values), {
      onSuccess: (stored) => {
        form.setValues(stored);
        form.resetDirty(stored);
        setDone(stored);
      },
    });
  });
  return { form, save, done, submit };
}
