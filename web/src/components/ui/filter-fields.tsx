import { Search } from 'lucide-react';
import { Input } from './input';
import { Label } from './label';
import { NativeSelect } from './native-select';

/** One choice of a filter: the value it stands for and what the list says. */
export type FilterOption<T extends string> = readonly [value: T, label: string];

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
  testId: string;
}

/** A labelled drop-down of a list's filter bar; it only offers the options given, hence the cast. */
export function FilterSelect<T extends string>({ id, label, value, options, onChange, testId }: FilterSelectProps<T>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)} data-testid={testId}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

interface FilterSearchProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/** A labelled search box of a list's filter bar, with the magnifier inside it. */
export function FilterSearch({ id, label, placeholder, value, onChange, testId }: FilterSearchProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} className="pl-9" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      </div>
    </div>
  );
}
