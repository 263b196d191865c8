import { useEffect } from 'react';
import { uiColorsOf } from '../../../../contract/ui-colors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { setUiColors } from '../../app/store';

/**
 * A lender's screen in the lender's colours (behaviour §2 "Shell"): while the screen shows, the UI-colour state
 * holds the colours the state's answer carries (`uiColors`), so the shell sets them over the brand's and fades
 * header and footer; leaving the screen clears them. The state is kept in `uiColors` (session), so a reload on
 * the screen opens in the lender's colours.
 */
export function usePartnerColors(shown: boolean): void {
  const dispatch = useAppDispatch();
  const carried = useAppSelector((s) => s.leadApplication.applicationResult?.uiColors);
  // The same record while the answer is the same: the effect runs again only when the colours change.
  const key = shown ? JSON.stringify(uiColorsOf(carried)) : 'null';
  useEffect(() => {
    const colors = uiColorsOf(JSON.parse(key));
    dispatch(setUiColors(colors));
    return () => {
      dispatch(setUiColors(null));
    };
  }, [key, dispatch]);
}
