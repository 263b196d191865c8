import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Colours a partner or a state screen asks the shell to take; any value fades header and footer out. */
export type UiState = { colors: Record<string, string> | null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: (): UiState => ({ colors: null }),
  reducers: {
    setUiColors: (state, action: PayloadAction<Record<string, string> | null>) => {
      state.colors = action.payload;
    },
  },
});
export const { setUiColors } = uiSlice.actions;
