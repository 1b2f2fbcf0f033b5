export { detailField, Form, type SubmitOptions } from './form';
export { type ControlProps, FieldShell, type FieldProps, useRegister } from './field';
export {
  CheckboxField,
  DateField,
  FileField,
  NumberField,
  SelectInput,
  TextareaField,
  TextField,
} from './fields';
export { CardForm } from './card-form';
export { CancelButton, SubmitButton } from './submit-button';
export { problemsResolver } from './resolver';
