import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Search by part of a username or e-mail; submitting an empty box lists everyone again. */
export function UsersSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="flex items-end gap-2" onSubmit={submit} role="search">
      <div className="grid flex-1 gap-2">
        <Label htmlFor="admin-user-search">Search users</Label>
        <Input id="admin-user-search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Username or email" maxLength={100} data-testid="admin-user-search" />
      </div>
      <Button type="submit" variant="secondary" data-testid="admin-user-search-submit">
        <Search /> Search
      </Button>
    </form>
  );
}
