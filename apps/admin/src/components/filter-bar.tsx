import { useEffect, useRef, useState } from 'react';
import type { FilterChanges, ListFilters } from '../lib/use-query-filters';
import { SelectField, type SelectOption } from './select-field';

/** One field of a filter bar. */
export interface FilterField<Name extends string> {
  name: Name;
  label: string;
  /** A select (the default), a date, or a search box (sent as the person stops typing). */
  kind?: 'select' | 'date' | 'search';
  /** A search box's hint of what it matches. */
  placeholder?: string;
  options?: readonly SelectOption[];
  /** The empty option's text ("Todos os setores"); none when the field always has a value. */
  allLabel?: string;
  /** The value shown when the address has none; choosing it removes the parameter. */
  fallback?: string;
  /** Other filters that no longer apply when this one changes (a client's contracts, say). */
  clears?: readonly Name[];
}

interface FilterBarProps<Name extends string> {
  /** The bar's accessible name ("Filtrar as ordens de serviço"). */
  label: string;
  fields: readonly FilterField<Name>[];
  /**
   * The list's filters from the address (a feature's `useXFilters()`): their values, each
   * change, and "Limpar filtros" while some filter is on. Or, instead, the three below.
   */
  filters?: ListFilters<Name>;
  /** The current values, by name (from the address). */
  values?: Partial<Record<Name, string | number>>;
  onChange?: (changes: FilterChanges<Name>) => void;
  /** Shown as "Limpar filtros" when given (when some filter is on). */
  onClear?: () => void;
  /** Classes besides `filters` (a grid layout, say). */
  className?: string;
}

/**
 * A list's filter bar, described by its fields: each change goes straight to `onChange`
 * (usually `useQueryFilters().update`, which keeps it in the address).
 */
export function FilterBar<Name extends string>({
  label,
  fields,
  filters,
  values = filters?.query ?? {},
  onChange = filters?.update ?? (() => undefined),
  onClear = filters?.filtered ? filters.clearFilters : undefined,
  className,
}: FilterBarProps<Name>) {
  const change = (field: FilterField<Name>, value: string) =>
    onChange({
      ...Object.fromEntries((field.clears ?? []).map((name) => [name, ''])),
      [field.name]: value === field.fallback ? '' : value,
    } as FilterChanges<Name>);
  return (
    <form
      className={['filters', className].filter(Boolean).join(' ')}
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
    >
      {fields.map((field) => {
        const value = String(values[field.name] ?? field.fallback ?? '');
        if (field.kind === 'search')
          return (
            <SearchFilter
              key={field.name}
              label={field.label}
              name={field.name}
              value={value}
              placeholder={field.placeholder}
              onChange={(next) => change(field, next)}
            />
          );
        return field.kind === 'date' ? (
          <DateFilter
            key={field.name}
            label={field.label}
            name={field.name}
            value={value}
            onChange={(next) => change(field, next)}
          />
        ) : (
          <SelectField
            key={field.name}
            label={field.label}
            name={field.name}
            value={value}
            allLabel={field.allLabel}
            options={field.options ?? []}
            onChange={(next) => change(field, next)}
          />
        );
      })}
      {onClear && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          Limpar filtros
        </button>
      )}
    </form>
  );
}

interface DateFilterProps {
  label: string;
  name: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

/** A filter's date: its label over a date input. */
export function DateFilter({ label, onChange, ...input }: DateFilterProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <input type="date" {...input} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** How long typing may pause before the search goes out: one request per word, not per key. */
export const SEARCH_PAUSE_MS = 300;

interface SearchFilterProps {
  label: string;
  name: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A list's search box: sent as the person pauses typing, and at once on Enter. */
export function SearchFilter({ label, name, value, placeholder, onChange }: SearchFilterProps) {
  const [text, setText] = useState(value);
  // The address wins when it changes from outside (Limpar filtros, a link, back).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  // The latest handler, so a parent's re-render does not restart the pause.
  const send = useRef(onChange);
  useEffect(() => {
    send.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => send.current(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <label className="field field--search">
      <span>{label}</span>
      <input
        type="search"
        name={name}
        value={text}
        placeholder={placeholder}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange(text.trim());
        }}
      />
    </label>
  );
}
