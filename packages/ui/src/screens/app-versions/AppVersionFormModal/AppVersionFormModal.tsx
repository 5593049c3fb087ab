import { useValidatedForm } from '@salon/ui/forms';
import { FieldRow } from '@salon/ui/forms/FieldRow';
import { Form } from '@salon/ui/forms/Form';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { Switch } from '@salon/ui/primitives/Switch';
import { SalonLine } from './AppVersionFormModal.styles';
import { validateAppVersion, type AppVersionFormValues } from './validate-app-version';

export interface AppVersionFormModalProps extends FormModalState {
  /** The salon the version is added to, named under the heading. */
  salonName?: string;
  initialValues: AppVersionFormValues;
  /** Called with valid values only, texts trimmed. */
  onSubmit: (values: AppVersionFormValues) => void;
  /** The server's message (e.g. a version the salon already has), shown in the form. */
  serverError?: string | null;
}

export const EMPTY_APP_VERSION_FORM: AppVersionFormValues = {
  versionTitleAndroid: '',
  versionTitleIOS: '',
  packageName: '',
  bundleID: '',
  androidStoreUrl: '',
  iosStoreUrl: '',
  versionDescription: '',
  isCompulsory: false,
};

const FORM_ID = 'app-version-form';

type TextFieldName = Exclude<keyof AppVersionFormValues, 'isCompulsory' | 'versionDescription'>;

/** The Add App Version modal (spec 2 §3, §5). */
export const AppVersionFormModal = formModalOf(AppVersionForm, {
  formId: FORM_ID,
  texts: { title: 'Add New App Version', submitLabel: 'Submit' },
});

function AppVersionForm({
  salonName,
  initialValues,
  onSubmit,
  submitting = false,
  serverError,
}: AppVersionFormModalProps) {
  const { values, change, field, handleSubmit } = useValidatedForm(initialValues, validateAppVersion);
  const submit = handleSubmit((valid) =>
    onSubmit({
      ...valid,
      versionTitleAndroid: valid.versionTitleAndroid.trim(),
      versionTitleIOS: valid.versionTitleIOS.trim(),
      packageName: valid.packageName.trim(),
      bundleID: valid.bundleID.trim(),
      androidStoreUrl: valid.androidStoreUrl.trim(),
      iosStoreUrl: valid.iosStoreUrl.trim(),
      versionDescription: valid.versionDescription.trim(),
    }),
  );

  const text = (name: TextFieldName, label: string, type = 'text') => (
    <TextField label={label} id={`app-version-${name}`} type={type} autoComplete="off" {...field(name)} />
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      {salonName && <SalonLine>Salon: {salonName}</SalonLine>}
      <FieldRow>
        {text('versionTitleAndroid', 'Android Version')}
        {text('versionTitleIOS', 'iOS Version')}
      </FieldRow>
      <FieldRow>
        {text('packageName', 'Package Name')}
        {text('bundleID', 'Bundle ID')}
      </FieldRow>
      <FieldRow>
        {text('androidStoreUrl', 'Android Store URL', 'url')}
        {text('iosStoreUrl', 'iOS Store URL', 'url')}
      </FieldRow>
      <TextAreaField label="Description" id="app-version-description" {...field('versionDescription')} />
      <Switch
        label="Compulsory update"
        checked={values.isCompulsory}
        disabled={submitting}
        onChange={(checked) => change('isCompulsory', checked)}
      />
    </Form>
  );
}
