import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { readAnswersWith } from '../lib/api';
import { loadEndpointPart } from '../lib/endpoint-parts';

readAnswersWith(loadEndpointPart);

// Testing Library unmounts after each test by itself only where the test functions are globals.
afterEach(cleanup);

// jsdom has <dialog> but not its methods: a modal is open or not, and closing says so.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  if (this.open) throw new DOMException('The dialog is already open', 'InvalidStateError');
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
