import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Option } from '../../../../contract';
import { initI18n } from '../../../../src/platform/i18n';
import { searchUrl } from '../../../../src/ui/inputs/autocomplete-source';
import { AutocompleteSelect } from '../../../../src/ui/inputs/AutocompleteSelect';
import { testToken } from './test-token';

const HOTELS: Option[] = [
  { label: 'JW Marriott Marquis', value: 11 },
  { label: 'Jumeirah Beach Hotel', value: 12 },
  { label: 'Jumeirah Zabeel Saray', value: 13 },
];

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

let token = '';

beforeEach(() => {
  initI18n();
  vi.useFakeTimers();
  token = testToken();
  localStorage.setItem('token', token);
  fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(HOTELS), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function HotelPicker({ onChange }: { onChange: (o: Option | null) => void }) {
  const [value, setValue] = useState<Option | null>(null);
  const change = (o: Option | null) => {
    setValue(o);
    onChange(o);
  };
  return <AutocompleteSelect label="Hotel" endpoint="/api/hotels?region=3" value={value} onChange={change} />;
}

const box = () => screen.getByRole('combobox', { name: 'Hotel' }) as HTMLInputElement;
const typeText = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AutocompleteSelect', () => {
  it('looks up once, 500 ms after the typing stops', async () => {
    render(<HotelPicker onChange={vi.fn<(o: Option | null) => void>()} />);
    typeText('J');
    await wait(300);
    typeText('Ju');
    await wait(300);
    typeText('Jum');
    await wait(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/hotels?region=3&search=Jum');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(HOTELS.map((h) => h.label));
  });

  it('picks an option with the arrow keys and Enter, and clears it', async () => {
    const onChange = vi.fn<(o: Option | null) => void>();
    render(<HotelPicker onChange={onChange} />);
    typeText('Jum');
    await wait(500);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'Jumeirah Beach Hotel' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(HOTELS[1]);
    expect(box().value).toBe('Jumeirah Beach Hotel');
    expect(screen.queryAllByRole('option')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box().value).toBe('');
  });

  it('closes the list on Escape without choosing', async () => {
    const onChange = vi.fn<(o: Option | null) => void>();
    render(<HotelPicker onChange={onChange} />);
    typeText('Jum');
    await wait(500);
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when the lookup fails', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    render(<HotelPicker onChange={vi.fn<(o: Option | null) => void>()} />);
    typeText('Jum');
    await wait(500);
    expect(screen.getByRole('status').textContent).toBe('Could not load options');
  });

  it('starts the query with ? when the endpoint has none', () => {
    expect(searchUrl('/api/hotels', 'Al Barsha')).toBe('/api/hotels?search=Al%20Barsha');
    expect(searchUrl('/api/hotels?region=3', 'x')).toBe('/api/hotels?region=3&search=x');
  });
});
