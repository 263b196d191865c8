import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UiColors } from '../../../contract/ui-colors';

/** Colours a lender's screen asks the shell to take (contract/ui-colors.ts); any value fades header and footer out. */
export type UiState = { colors: UiColors | null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ colors: null }),
  reducers: {
    setUiColors: (state, action: PayloadAction<UiColors | null>) => {
      state.colors = action.payload;
    },
  },
});
export const { setUiColors } = uiSlice.actions;
