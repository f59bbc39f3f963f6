import { Editor } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { BoldIcon, ItalicIcon, LinkIcon, ListIcon, OrderedListIcon } from '@/components/ui/admin-icons';
import { notify } from '@/lib/notify';
import { normalizeLink } from '../link-url';
import { editorMessages } from '../messages';

const t = editorMessages;

// The same look as the description in the shop's product dialog, so the owner sees what customers see.
const CONTENT =
  'min-h-40 px-3 py-2 text-base leading-relaxed text-stone-800 outline-none [&_a]:text-leaf-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-leaf-900 [&_h3]:mt-3 [&_h3]:font-semibold [&_h3]:text-leaf-900 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-2 [&_p:first-child]:mt-0 [&_strong]:text-leaf-900 [&_ul]:list-disc [&_ul]:pl-5';

export type DescriptionEditorProps = {
  /** Id of the field's visible label and of its hint/error, for the editable area's name and description. */
  labelledBy: string;
  describedBy?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  invalid: boolean;
  /** Receives something focusable, so a failed validation can move the caret into the editor. */
  focusRef?: (target: { focus: () => void } | null) => void;
};

/**
 * The product description editor (TipTap 3): headings, bold, italic, bullet and numbered lists and
 * links, nothing the server's allow-list would drop. Loaded in its own chunk, only when a product
 * form opens. Emits HTML; an empty editor is ''.
 *
 * TipTap's own editor (`@tiptap/core`) on an element that is ours alone, not its React binding
 * (decision 032): nothing but ProseMirror touches the editable area, so no render of the form can
 * come between a Bengali letter and its vowel sign while the phone's keyboard composes them; the
 * toolbar follows the editor's transactions. It holds on React 19 as well (decision 045), and saves
 * the binding's bytes.
 */
export default function DescriptionEditor({
  labelledBy,
  describedBy,
  value,
  onChange,
  onBlur,
  invalid,
  focusRef,
}: DescriptionEditorProps) {
  // What this editor reported that the form has not yet given back, oldest first, to tell the
  // form's own changes (a reset) from typing. A form that renders once more with a value a
  // keystroke old (seen before, decision 032) would otherwise be taken for a reset and undo the
  // keystroke (a vowel sign went missing).
  const unacknowledged = useRef<string[]>([]);
  const initialValue = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };
  const attributes = editableAttributes({ labelledBy, describedBy, invalid });
  const firstAttributes = useRef(attributes);
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);

  // One editor for the component's life, on the element no render of ours ever changes.
  useEffect(() => {
    const element = mount.current;
    if (!element) return;
    const created = new Editor({
      element,
      extensions: [
        StarterKit.configure({
          // Headings below the product title (h2, h3); the server keeps h2 to h4.
          heading: { levels: [2, 3] },
          // Not on the server's allow-list: they would vanish on save.
          code: false,
          codeBlock: false,
          horizontalRule: false,
          link: {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            protocols: ['http', 'https', 'mailto', 'tel'],
            isAllowedUri: (url) => normalizeLink(url) !== null,
          },
        }),
      ],
      content: initialValue.current,
      editorProps: { attributes: firstAttributes.current },
      onUpdate: ({ editor: current }) => {
        const html = current.isEmpty ? '' : current.getHTML();
        unacknowledged.current.push(html);
        callbacks.current.onChange(html);
      },
      onBlur: () => callbacks.current.onBlur(),
    });
    setEditor(created);
    return () => {
      created.destroy();
      setEditor(null);
    };
  }, []);

  // Error state and hint ids change after the editor exists: keep its attributes in step.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  // The form replaced the value (a reset after saving): show it. A value this editor reported
  // itself is the form catching up, never a reset.
  useEffect(() => {
    if (!editor) return;
    const pending = unacknowledged.current;
    const echoed = pending.lastIndexOf(value);
    if (echoed !== -1) {
      // Caught up with the newest: nothing is outstanding. An older one: more renders will follow.
      if (echoed === pending.length - 1) pending.length = 0;
      return;
    }
    unacknowledged.current = [];
    if (value === (editor.isEmpty ? '' : editor.getHTML())) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    focusRef?.({ focus: () => editor.commands.focus() });
    return () => focusRef?.(null);
  }, [editor, focusRef]);

  return (
    <div
      className={`overflow-hidden rounded-xl border bg-white shadow-xs focus-within:outline-2 focus-within:outline-offset-0 ${
        invalid
          ? 'border-red-600 focus-within:outline-red-600/30'
          : 'border-stone-300 focus-within:border-leaf-600 focus-within:outline-leaf-600/30'
      }`}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <div ref={mount} />
    </div>
  );
}

function editableAttributes({
  labelledBy,
  describedBy,
  invalid,
}: Pick<DescriptionEditorProps, 'labelledBy' | 'describedBy' | 'invalid'>): Record<string, string> {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    class: CONTENT,
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  return attributes;
}

type Tool = {
  /** Its entry in the toolbar's state. */
  name: 'h2' | 'h3' | 'bold' | 'italic' | 'bulletList' | 'orderedList';
  label: 'heading2' | 'heading3' | 'bold' | 'italic' | 'bulletList' | 'orderedList';
  icon: ReactNode;
  run: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>;
};

/** The toolbar's buttons, in groups with a line between them (the link button comes last). */
const toolGroups: Tool[][] = [
  [
    {
      name: 'h2',
      label: 'heading2',
      icon: <span className="text-sm font-bold">H2</span>,
      run: (chain) => chain.toggleHeading({ level: 2 }),
    },
    {
      name: 'h3',
      label: 'heading3',
      icon: <span className="text-xs font-bold">H3</span>,
      run: (chain) => chain.toggleHeading({ level: 3 }),
    },
  ],
  [
    {
      name: 'bold',
      label: 'bold',
      icon: <BoldIcon className="size-4" />,
      run: (chain) => chain.toggleBold(),
    },
    {
      name: 'italic',
      label: 'italic',
      icon: <ItalicIcon className="size-4" />,
      run: (chain) => chain.toggleItalic(),
    },
  ],
  [
    {
      name: 'bulletList',
      label: 'bulletList',
      icon: <ListIcon className="size-4" />,
      run: (chain) => chain.toggleBulletList(),
    },
    {
      name: 'orderedList',
      label: 'orderedList',
      icon: <OrderedListIcon className="size-4" />,
      run: (chain) => chain.toggleOrderedList(),
    },
  ],
];

type ToolState = Record<Tool['name'] | 'link', boolean>;

const toolStateOf = (editor: Editor): ToolState => ({
  h2: editor.isActive('heading', { level: 2 }),
  h3: editor.isActive('heading', { level: 3 }),
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  link: editor.isActive('link'),
});

/** Which tools are on where the caret is, read again after each of the editor's transactions. */
function useToolState(editor: Editor): ToolState {
  const [state, setState] = useState(() => toolStateOf(editor));
  useEffect(() => {
    const update = () =>
      setState((previous) => {
        const next = toolStateOf(editor);
        const same = (Object.keys(next) as (keyof ToolState)[]).every((key) => next[key] === previous[key]);
        return same ? previous : next;
      });
    update();
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);
  return state;
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useToolState(editor);

  const editLink = () => {
    if (state.link) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const typed = window.prompt(t.linkPrompt, 'https://');
    if (typed === null) return;
    const href = normalizeLink(typed === 'https://' ? '' : typed);
    if (href === null) {
      notify.error(t.badLink);
      return;
    }
    if (href === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the link's address becomes its text.
    if (editor.state.selection.empty) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  };

  return (
    <div
      role="toolbar"
      aria-label={t.toolbar}
      onKeyDown={moveFocus}
      className="flex flex-wrap gap-1 border-b border-stone-200 bg-stone-50 p-1.5"
    >
      {toolGroups.map((group, index) => (
        <Fragment key={group[0]?.name}>
          {index > 0 ? <Separator /> : null}
          {group.map((tool) => (
            <ToolButton
              key={tool.name}
              label={t[tool.label]}
              active={state[tool.name]}
              onClick={() => tool.run(editor.chain().focus()).run()}
            >
              {tool.icon}
            </ToolButton>
          ))}
        </Fragment>
      ))}
      <Separator />
      <ToolButton label={state.link ? t.removeLink : t.link} active={state.link} onClick={editLink}>
        <LinkIcon className="size-4" />
      </ToolButton>
    </div>
  );
}

/** Left and right arrows move between the toolbar's buttons (WAI-ARIA toolbar pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(current + step + buttons.length) % buttons.length]?.focus();
}

function Separator() {
  return <span aria-hidden="true" className="mx-0.5 my-1.5 w-px bg-stone-300" />;
}

type ToolButtonProps = { label: string; active: boolean; onClick: () => void; children: ReactNode };

function ToolButton({ label, active, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={`flex size-11 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-leaf-700 ${
        active ? 'bg-leaf-100 text-leaf-900 ring-1 ring-leaf-300' : 'text-stone-700 hover:bg-stone-200'
      }`}
    >
      {children}
    </button>
  );
}
