import { createSlice } from '@reduxjs/toolkit';

/** Spec §2 "Dynamic-form flow (v3)": a page is a path, a context, its neighbours and its data points. */
export type DynamicPage = {
  path: string;
  context: string;
  previousPath: string | null;
  nextPath: string | null;
  dataPoints: string[];
};

export type DynamicPagesState = { pages: DynamicPage[] };

export const dynamicPagesSlice = createSlice({
  name: 'dynamicPages',
  initialState: (): DynamicPagesState => ({ pages: [] }),
  reducers: {},
});
