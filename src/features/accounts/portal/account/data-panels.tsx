import { buttonClasses } from '../../../../components/ui/button.tsx';
import { accountExportHref } from '../../api/account.ts';
import { useAccountsI18n } from '../../use-accounts-i18n.ts';
import { Panel } from '../panel.tsx';

/** "Download all my data": the API's JSON attachment, an ordinary link the browser saves. */
export function DownloadPanel() {
  const { a, lang } = useAccountsI18n();
  const copy = a.portal.account.data;
  return (
    <Panel id="account-data" title={copy.title} intro={copy.intro}>
      <a href={accountExportHref(lang)} download className={buttonClasses('outline')} data-testid="download-data">
        {copy.download}
      </a>
    </Panel>
  );
}
