/**
 * The file fields. FileField: the one file field of the forms that take a file to upload (the administration's spreadsheets,
 * the warehouse's prenotices): a labelled Cloudscape file input holding one file, the types it
 * accepts, the chosen file's name (the input itself shows none), and the form's message for it.
 */
import Box from '@cloudscape-design/components/box';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { formatBytes } from '../lib/upload';

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

/**
 * The several-files field (the sales imports, the operations imports): files added at once or one
 * by one up to `max` (a file already chosen is not added again), listed with their sizes, each
 * removable.
 */
export function FilesField(props: {
  testId: string;
  label: string;
  description?: string;
  chooseLabel: string;
  removeLabel: (name: string) => string;
  accept: string;
  max: number;
  files: File[];
  onChange: (files: File[]) => void;
  /** When a chosen file is one already in the list (default: the same File). */
  same?: (a: File, b: File) => boolean;
  errorText?: string;
}) {
  const same = props.same ?? ((a: File, b: File) => a === b);
  const { files } = props;
  return (
    <FormField label={props.label} description={props.description} errorText={props.errorText}>
      <SpaceBetween size="xs">
        <div data-testid={props.testId}>
          <FileInput
            multiple
            value={files}
            accept={props.accept}
            onChange={({ detail }) =>
              props.onChange([...files, ...detail.value.filter((f) => !files.some((g) => same(g, f)))].slice(0, props.max))
            }
          >
            {props.chooseLabel}
          </FileInput>
        </div>
        <TokenGroup
          items={files.map((f) => ({
            label: f.name,
            description: formatBytes(f.size),
            dismissLabel: props.removeLabel(f.name),
          }))}
          onDismiss={({ detail }) => props.onChange(files.filter((_, i) => i !== detail.itemIndex))}
        />
      </SpaceBetween>
    </FormField>
  );
}
