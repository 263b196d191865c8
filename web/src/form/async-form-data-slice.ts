import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Answers fetched for a form (postcode and employer look-ups, policies) keyed by what asked for them. */
export type AsyncFormDataState = Record<string, unknown>;

export const asyncFormDataSlice = createSlice({
  name: 'asyncFormData',
  initialState: (): AsyncFormDataState => ({}),
  reducers: {
    setAsyncFormData: (state, action: PayloadAction<{ key: string; value: unknown }>) => {
      state[action.payload.key] = action.payload.value;
    },
  },
});
