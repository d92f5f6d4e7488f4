import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../i18n/language';
import type * as Picker from './HotelDateInput';
import type { HotelDateInputProps } from './HotelDateInput';

type PickerModule = typeof Picker;

let loading: Promise<PickerModule> | undefined;
let loaded: PickerModule | undefined;
const loadPicker = () =>
  (loading ??= import('./HotelDateInput').then((module) => {
    loaded = module;
    return module;
  }));

export type LazyHotelDateInputProps = Pick<
  HotelDateInputProps,
  'label' | 'required' | 'excludeDate' | 'defaultDate' | 'value' | 'onChange'
>;

/**
 * HotelDateInput for a page that must stay light (the landing page): until the visitor reaches for it,
 * a plain field that looks the same (label, icon, placeholder) stands in, and the calendar's code
 * (@mantine/dates, dayjs, the popover) loads on the first pointer-down or focus. The real field then
 * takes the stand-in's place, its focus and whatever was typed meanwhile, and opens its calendar.
 */
export function LazyHotelDateInput(props: LazyHotelDateInputProps) {
  const t = useT();
  const id = useId();
  const [picker, setPicker] = useState(loaded);
  const [failure, setFailure] = useState<Error | null>(null);
  const standIn = useRef<HTMLInputElement | null>(null);
  const focused = useRef(false);

  // After the real field's own mount effects (which set its text from its value): children's effects run first.
  useEffect(() => {
    if (!picker || !standIn.current) return;
    const typed = standIn.current.value;
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    const elsewhere = focused.current ? null : document.activeElement;
    if (focused.current || typed) input.focus();
    if (typed) typeInto(input, typed);
    // Typed into, then left before the code came: the text is handed over, the focus stays where it went.
    if (elsewhere instanceof HTMLElement && typed) elsewhere.focus();
    standIn.current = null;
  }, [picker, id]);

  // A chunk that fails to load (a new build deployed meanwhile) reaches the route's error page and its Reload.
  if (failure) throw failure;
  if (picker) return <picker.HotelDateInput id={id} {...props} />;

  const load = () => {
    if (loaded) setPicker(loaded);
    // Swapped, focused and handed the text in one task: no keystroke can fall between.
    else
      loadPicker().then(
        (module) => flushSync(() => setPicker(module)),
        (error: unknown) => setFailure(error instanceof Error ? error : new Error(String(error))),
      );
  };
  return (
    <TextInput
      ref={(node) => {
        // Kept after unmounting: the real field reads what was typed here.
        if (node) standIn.current = node;
      }}
      id={id}
      label={props.label}
      required={props.required}
      placeholder={t('Pick a date')}
      autoComplete="off"
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      // A whole 'YYYY-MM-DD' counts at once: the form may be sent before the picker arrives.
      onChange={(event) => {
        const day = typedDay(event.currentTarget.value);
        if (day) props.onChange(day);
      }}
      onPointerEnter={() => void loadPicker().catch(() => undefined)}
      onPointerDown={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={() => {
        focused.current = false;
      }}
    />
  );
}

/** Types `text` into a React-controlled input as a user would: React hears 'input' events, not `.value` writes. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The day typed, if it is a whole and real 'YYYY-MM-DD'; other forms wait for the picker's parser. */
function typedDay(text: string): string | null {
  const day = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}
