import type { PayloadAction } from '@reduxjs/toolkit';
import { defineSlice } from '../lib/slice';
import type { UiColors } from '../../../contract/ui-colors';

/** Colours a lender's screen asks the shell to take (contract/ui-colors.ts); any value fades header and footer out. */
export type UiState = { colors: UiColors | null };

export const uiSlice = defineSlice({
  name: 'ui',
  initialState: (): UiState => ({ colors: null }),
  reducers: {
    setUiColors: (state: UiState, action: PayloadAction<UiColors | null>): UiState => ({
      ...state,
      colors: action.payload,
    }),
  },
});
export const { setUiColors } = uiSlice.actions;
