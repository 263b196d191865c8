import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §4: "The loading flag is set and unset by an action." */
export const isLoadingSlice = createSlice({
  name: 'isLoading',
  initialState: (): boolean => false,
  reducers: {
    setLoading: (_state, action: PayloadAction<boolean>) => action.payload,
  },
});
export const { setLoading } = isLoadingSlice.actions;
