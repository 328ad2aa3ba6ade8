import type { ComponentType } from 'react';
import { Menu } from '@mantine/core';
import { Select } from './Select';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  IconCheck,
  IconDots,
  IconLetterCase,
  IconList,
  type IconProps,
} from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { RICH_TEXT_ALIGNMENTS, RICH_TEXT_COLORS } from '@millenaire/contracts/rich-text';
import {
  blockChoices,
  run,
  setBlock,
  setSize,
  sizeChoices,
  useFormatState,
  type Alignment,
} from './RichTextEditor.format';
import type { EditorTexts } from './RichTextEditor.labels';

interface ToolbarProps {
  editor: Editor;
  texts: EditorTexts;
}

/** Every control in one row, for an editor wide enough to hold them. */
export function FullToolbar({ editor, texts }: ToolbarProps) {
  const state = useFormatState(editor);
  return (
    <>
      <MantineEditor.ControlsGroup>
        <MantineEditor.Bold />
        <MantineEditor.Italic />
        <MantineEditor.Underline />
        <MantineEditor.Strikethrough />
      </MantineEditor.ControlsGroup>
      <Select
        size="xs"
        width={130}
        aria-label={texts.blockType}
        value={state.block}
        data={blockChoices(texts)}
        onChange={(value) => setBlock(editor, value)}
      />
      <Select
        size="xs"
        width={125}
        aria-label={texts.fontSize}
        value={state.size}
        data={sizeChoices(texts)}
        onChange={(value) => setSize(editor, value)}
      />
      <MantineEditor.ControlsGroup>
        <MantineEditor.BulletList />
        <MantineEditor.OrderedList />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <MantineEditor.AlignLeft />
        <MantineEditor.AlignCenter />
        <MantineEditor.AlignRight />
        <MantineEditor.AlignJustify />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <MantineEditor.ColorPicker colors={[...RICH_TEXT_COLORS]} />
        <MantineEditor.UnsetColor />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <MantineEditor.Link />
        <MantineEditor.Unlink />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <MantineEditor.ClearFormatting />
        <MantineEditor.Undo />
        <MantineEditor.Redo />
      </MantineEditor.ControlsGroup>
    </>
  );
}

interface Choice {
  label: string;
  /** Whether the choice is one that can be in force (a block type, a list), ticked when it is. */
  ticks?: boolean;
  chosen?: boolean;
  disabled?: boolean;
  choose: () => void;
}

/** A toolbar button opening a list of choices, the chosen ones ticked. */
function ChoiceMenu({
  label,
  icon: Icon,
  sections,
  position = 'bottom-start',
}: {
  label: string;
  icon: ComponentType<IconProps>;
  sections: { title?: string; choices: Choice[] }[];
  position?: 'bottom-start' | 'bottom-end';
}) {
  return (
    <Menu position={position} shadow="md" width={220}>
      <Menu.Target>
        <MantineEditor.Control aria-label={label} title={label}>
          <Icon size={16} stroke={1.5} aria-hidden />
        </MantineEditor.Control>
      </Menu.Target>
      <Menu.Dropdown>
        {sections.map((section, index) => (
          <div key={section.title ?? index}>
            {index > 0 && <Menu.Divider />}
            {section.title && <Menu.Label>{section.title}</Menu.Label>}
            {section.choices.map((choice) => (
              <Menu.Item
                key={choice.label}
                // The menu's items are all 'menuitem' (Mantine's): the tick is told as the current one.
                aria-current={choice.chosen || undefined}
                disabled={choice.disabled}
                onClick={choice.choose}
                leftSection={
                  choice.ticks && (
                    <IconCheck size={14} aria-hidden style={{ opacity: choice.chosen ? 1 : 0 }} />
                  )
                }
              >
                {choice.label}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

const ALIGN_ICONS: Record<Alignment, ComponentType<IconProps>> = {
  left: IconAlignLeft,
  center: IconAlignCenter,
  right: IconAlignRight,
  justify: IconAlignJustified,
};

/**
 * The same controls for a phone: the ones used most stay in the row (bold,
 * italic, underline, colour, link, undo, redo), the others are grouped in
 * menus (text style and size, lists, alignment, more), eleven buttons in all.
 */
export function CompactToolbar({ editor, texts }: ToolbarProps) {
  const state = useFormatState(editor);
  const c = texts.controls;
  const alignLabels: Record<Alignment, string | undefined> = {
    left: c.alignLeftControlLabel,
    center: c.alignCenterControlLabel,
    right: c.alignRightControlLabel,
    justify: c.alignJustifyControlLabel,
  };
  return (
    <>
      <MantineEditor.ControlsGroup>
        <MantineEditor.Bold />
        <MantineEditor.Italic />
        <MantineEditor.Underline />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <ChoiceMenu
          label={texts.textStyle}
          icon={IconLetterCase}
          sections={[
            {
              title: texts.blockType,
              choices: blockChoices(texts).map(({ value, label }) => ({
                label,
                ticks: true,
                chosen: state.block === value,
                choose: () => setBlock(editor, value),
              })),
            },
            {
              title: texts.fontSize,
              choices: sizeChoices(texts).map(({ value, label }) => ({
                label,
                ticks: true,
                chosen: state.size === value,
                choose: () => setSize(editor, value),
              })),
            },
          ]}
        />
        <ChoiceMenu
          label={texts.lists}
          icon={IconList}
          sections={[
            {
              choices: [
                {
                  label: c.bulletListControlLabel ?? '',
                  ticks: true,
                  chosen: state.bulletList,
                  choose: () => run(editor).toggleBulletList().run(),
                },
                {
                  label: c.orderedListControlLabel ?? '',
                  ticks: true,
                  chosen: state.orderedList,
                  choose: () => run(editor).toggleOrderedList().run(),
                },
              ],
            },
          ]}
        />
        <ChoiceMenu
          label={texts.alignment}
          icon={ALIGN_ICONS[state.align]}
          sections={[
            {
              choices: RICH_TEXT_ALIGNMENTS.map((align) => ({
                label: alignLabels[align] ?? align,
                ticks: true,
                chosen: state.align === align,
                choose: () => run(editor).setTextAlign(align).run(),
              })),
            },
          ]}
        />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <MantineEditor.ColorPicker colors={[...RICH_TEXT_COLORS]} />
        <MantineEditor.Link />
      </MantineEditor.ControlsGroup>
      <MantineEditor.ControlsGroup>
        <MantineEditor.Undo />
        <MantineEditor.Redo />
      </MantineEditor.ControlsGroup>
      <ChoiceMenu
        label={texts.more}
        icon={IconDots}
        position="bottom-end"
        sections={[
          {
            choices: [
              {
                label: c.strikeControlLabel ?? '',
                ticks: true,
                chosen: state.strike,
                choose: () => run(editor).toggleStrike().run(),
              },
              {
                label: c.unsetColorControlLabel ?? '',
                choose: () => run(editor).unsetColor().run(),
              },
              {
                label: c.unlinkControlLabel ?? '',
                disabled: !state.link,
                choose: () => run(editor).unsetLink().run(),
              },
              {
                label: c.clearFormattingControlLabel ?? '',
                choose: () => run(editor).unsetAllMarks().run(),
              },
            ],
          },
        ]}
      />
    </>
  );
}
