import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useToast } from "../../../../components/ui/toast.tsx";
import { paths } from "../../../../config/paths.ts";
import { useConsoleSession } from "../../../../lib/console/index.ts";
import { hostKeys } from "../../api/host-api.ts";
import { HostHeading } from "../../shell/host-heading.tsx";
import { BrandForm } from "../brand-form.tsx";
import { brandBody, emptyBrand } from "../brand-rules.ts";

/** `/host/tenants/new`: a new marketplace tenant with its brand and host names. */
export function Component() {
  const { t } = useTranslation();
  const { call } = useConsoleSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <>
      <HostHeading title={t("host.brand.newTitle")}>
        <Link to={paths.host.tenants.href()}>{t("host.brand.back")}</Link>
      </HostHeading>
      <BrandForm
        initial={emptyBrand}
        creating
        submitLabel={t("host.brand.create")}
        onSave={async (values) => {
          const created = await call("Tenant.CreateStorefront", { body: brandBody(values) });
          await queryClient.invalidateQueries({ queryKey: hostKeys.all });
          toast.show({ message: t("host.brand.created", { name: created.name }), tone: "success" });
          await navigate(paths.host.tenant.href(created.id));
        }}
      />
    </>
  );
}
