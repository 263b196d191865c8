// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../../contract/documents';
import { stateForRoute } from '../../../../contract/progress';
import { initialLeadApplicationState } from '../../lead/lead-application-slice';
import { jsonAnswer, recordingLocation, renderWithProviders } from '../../testing/render';
import { IdUploadScreen } from './id-upload-screen';

const LEAD_ID = '4a1c1f52-5c8e-4b43-9d1c-1a2b3c4d5e6f';
const ACCEPTED = { id: LEAD_ID, state: stateForRoute('/accepted'), route: '/accepted' };

const state = () => ({
  leadApplication: {
    ...initialLeadApplicationState,
    progressState: stateForRoute('/id-upload')!,
    applicationData: { id: LEAD_ID },
  },
});

/** An XMLHttpRequest the test drives: its progress events and its answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const jpeg = (name: string, size = 64) =>
  new File([new Uint8Array(size).fill(0xff)], name, { type: 'image/jpeg' });
const stored = (side: string) => ({ side, mediaType: 'image/jpeg', size: 64, sha256: 'ab'.repeat(32) });
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

function renderScreen() {
  return renderWithProviders(<IdUploadScreen />, {
    state: state(),
    location: recordingLocation('/id-upload').location,
  });
}

describe('IdUploadScreen', () => {
  let fetchMock: Mock<(request: Request) => Promise<Response>>;
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fetchMock = vi.fn((request: Request) =>
      request.method === 'GET' ? jsonAnswer({ documents: [] }) : jsonAnswer(ACCEPTED),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers a labelled camera or file input per side, refuses a wrong type or size before any upload and keeps the other side', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Suba su documento de identidad' })).toBeTruthy();
    const front = screen.getByLabelText<HTMLInputElement>('Parte delantera del DNI');
    expect(front.type).toBe('file');
    expect(front.getAttribute('capture')).toBe('environment');
    expect(front.accept).toContain('application/pdf');

    choose('Parte delantera del DNI', jpeg('front.jpg'));
    const [upload] = FakeXhr.sent;
    expect(upload!.url).toBe(`/api/lead/idUpload?leadId=${LEAD_ID}&side=front`);
    expect(upload!.headers['content-type']).toBe('image/jpeg');
    upload!.progress(30, 100);
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la subida: Parte delantera del DNI' });
    expect(bar.getAttribute('value')).toBe('30');
    upload!.answer(200, stored('front'));
    expect(await screen.findByText('Subido: front.jpg')).toBeTruthy();

    choose('Parte trasera del DNI', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const summary = await screen.findByRole('group', { name: /problema/i });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('Elija un archivo JPEG, PNG, HEIC o PDF.');
    const big = jpeg('big.jpg');
    Object.defineProperty(big, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    choose('Parte trasera del DNI', big);
    expect(await screen.findAllByText(/Elija un archivo de 10 MB como máximo/)).not.toHaveLength(0);
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.getByText('Subido: front.jpg')).toBeTruthy();
    // Send: the side keeps its own reason, not a generic "choose a file".
    fireEvent.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    expect(document.getElementById('document-back-error')?.textContent).toMatch(/10 MB como máximo/);
    expect(front.className).toBe('file-input');
  });

  it('sends a failed upload again from the kept file, without choosing it again', async () => {
    renderScreen();
    const file = jpeg('back.jpg');
    choose('Parte trasera del DNI', file);
    act(() => FakeXhr.sent[0]!.onerror?.());
    expect(await screen.findAllByText('La subida no ha funcionado. Inténtelo de nuevo.')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^Reintentar.*Parte trasera del DNI$/ }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[1]!.body).toBe(file);
    FakeXhr.sent[1]!.answer(200, stored('back'));
    expect(await screen.findByText('Subido: back.jpg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reintentar/ })).toBeNull();
  });

  it("says the server's size or type refusal as the browser's, and offers no retry of a file it would refuse again", async () => {
    renderScreen();
    choose('Parte delantera del DNI', jpeg('front.jpg'));
    FakeXhr.sent[0]!.answer(413, { message: 'Request body is too large' });
    expect(await screen.findAllByText(/Elija un archivo de 10 MB como máximo/)).not.toHaveLength(0);
    choose('Parte delantera del DNI', jpeg('renamed.jpg'));
    FakeXhr.sent[1]!.answer(422, {
      message: 'no',
      errors: [{ fieldName: 'front', message: 'idUpload>errors>type' }],
    });
    expect(await screen.findAllByText('Elija un archivo JPEG, PNG, HEIC o PDF.')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Reintentar/ })).toBeNull();
  });

  it('asks for a missing side, then sends the documents when the server holds both and moves on', async () => {
    const { store } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    const summary = await screen.findByRole('group', { name: /problema/i });
    expect(summary.textContent).toContain('Suba la parte delantera de su DNI.');
    expect(fetchMock.mock.calls.some(([r]) => r.method === 'POST')).toBe(false);

    fetchMock.mockImplementation((request: Request) =>
      request.method === 'GET'
        ? jsonAnswer({ documents: [stored('front'), stored('back')] })
        : jsonAnswer(ACCEPTED),
    );
    cleanup();
    const again = renderScreen();
    expect(await screen.findAllByText('Ya subido.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    await waitFor(() =>
      expect(again.store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
    const post = fetchMock.mock.calls.map(([r]) => r).find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/lead/documentId');
    expect(await post.json()).toEqual({ leadId: LEAD_ID });
    expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/id-upload'));
  });

  it('goes on without documents when the person skips', async () => {
    const { store } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar sin documentos' }));
    await waitFor(() =>
      expect(store.getState().leadApplication.progressState).toBe(stateForRoute('/accepted')),
    );
    const post = fetchMock.mock.calls.map(([r]) => r).find((r) => r.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/lead/offer/skip-document-upload');
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
