import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { uploadImageWith } from "../../../../components/image-upload.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { useConsoleSession } from "../../../../lib/console/index.ts";
import { SectionHeading, useCurrentShop } from "../../shell/index.ts";
import { useMenuActions, useMerchantMenu } from "../api/menu.ts";
import { MenuEditor } from "../components/menu-editor.tsx";
import "../menu.css";

/** `/merchant/menu`: the current shop's sections, items and options (docs/merchant-console.md, "Menu"). */
export function Component() {
  const { t } = useTranslation();
  const { shopId, shop } = useCurrentShop();
  const { client } = useConsoleSession();
  const menu = useMerchantMenu(shopId);
  const actions = useMenuActions(shopId);
  const upload = useMemo(() => uploadImageWith(client), [client]);
  const title = t("merchantShell.nav.menu");
  return (
    <section aria-labelledby="merchant-menu-title" className="merchant-section">
      <SectionHeading id="merchant-menu-title" title={title}>
        {title}
      </SectionHeading>
      <p>{t("merchantMenu.intro", { shop: shop.name })}</p>
      {menu.isPending ? (
        <p role="status">{t("merchantMenu.loading")}</p>
      ) : menu.isError ? (
        <div role="alert">
          <p>{t("merchantMenu.loadError")}</p>
          <Button variant="secondary" onClick={() => menu.refetch()}>
            {t("merchantShell.retry")}
          </Button>
        </div>
      ) : (
        <MenuEditor menu={menu.data} actions={actions} upload={upload} />
      )}
    </section>
  );
}
