import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Box, Input, Skeleton } from '@mantine/core';
import { EDITOR_TOOLBAR_HEIGHT, type RichTextEditorProps } from './RichTextEditor.shared';

export type { RichTextEditorProps } from './RichTextEditor.shared';

// TipTap only travels to pages that edit rich text.
const Field = lazy(() => import('./RichTextEditorField'));

/** Holds the editor's place while it loads, at its very size. */
function EditorSkeleton({ minHeight }: { minHeight: number }) {
  return (
    <Box
      aria-hidden
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-default)',
      }}
    >
      <Box
        style={{
          height: EDITOR_TOOLBAR_HEIGHT,
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
        p={8}
      >
        <Skeleton height={28} width="70%" />
      </Box>
      <Box p="md" style={{ minHeight: minHeight + 2 }}>
        <Skeleton height={14} width="90%" />
      </Box>
    </Box>
  );
}

interface LabelledProps extends RichTextEditorProps {
  /** Text, or text with a mark beside it (such as a validity tick). */
  label: ReactNode;
  required?: boolean;
  /** Shown under the editor, red. */
  error?: string;
}

/**
 * A labelled rich-text field. The toolbar offers only what the server keeps
 * (the allowlist of @millenaire/contracts/rich-text): bold, italic, underline,
 * strike, paragraph and headings, font size, lists, alignment, colour, link,
 * remove formatting, undo and redo; no images.
 */
export function RichTextEditor({
  label,
  required,
  error,
  minHeight = 200,
  ...props
}: LabelledProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelProps={{ id: labelId, component: 'div' }}
      errorProps={{ id: errorId }}
    >
      <Suspense fallback={<EditorSkeleton minHeight={minHeight} />}>
        <Field
          {...props}
          minHeight={minHeight}
          labelId={labelId}
          invalid={props.invalid ?? Boolean(error)}
          describedBy={error ? errorId : props.describedBy}
        />
      </Suspense>
    </Input.Wrapper>
  );
}
