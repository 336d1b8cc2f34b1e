/**
 * The one file field of the forms that take a file to upload (the administration's spreadsheets,
 * the warehouse's prenotices): a labelled Cloudscape file input holding one file, the types it
 * accepts, the chosen file's name (the input itself shows none), and the form's message for it.
 */
import Box from '@cloudscape-design/components/box';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';

export function FileField(props: {
  testId: string;
  label: string;
  description?: string;
  /** The button's text ("Choose a file"). */
  chooseLabel: string;
  /** File input `accept`: ".xls,.csv". */
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  errorText?: string;
}) {
  return (
    <FormField label={props.label} description={props.description} errorText={props.errorText}>
      <div data-testid={props.testId}>
        <FileInput
          value={props.file ? [props.file] : []}
          accept={props.accept}
          onChange={({ detail }) => props.onChange(detail.value[0] ?? null)}
        >
          {props.chooseLabel}
        </FileInput>
        {props.file ? (
          <Box variant="small" display="block" padding={{ top: 'xxs' }} data-testid={`${props.testId}-name`}>
            {props.file.name}
          </Box>
        ) : null}
      </div>
    </FormField>
  );
}
