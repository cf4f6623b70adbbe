import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button } from "../../../../components/ui/button.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { paths } from "../../../../config/paths.ts";
import { useConsoleSession } from "../../../../lib/console/index.ts";
import { hostKeys, useTenant } from "../../api/host-api.ts";
import { HostHeading } from "../../shell/host-heading.tsx";
import { BrandForm } from "../brand-form.tsx";
import { brandBody, brandValuesOf } from "../brand-rules.ts";

/** `/host/tenants/:tenantId`: a storefront's brand editor; saved brands are served at once. */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().tenantId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const tenant = useTenant(valid ? id : 0);
  const { call } = useConsoleSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const back = <Link to={paths.host.tenants.href()}>{t("host.brand.back")}</Link>;

  if (!valid || (tenant.error as { status?: number } | null)?.status === 404) {
    return <HostHeading title={t("host.brand.notFound")}>{back}</HostHeading>;
  }
  if (tenant.isError) {
    return (
      <div role="alert" className="host-notice">
        <p>{t("host.loadError")}</p>
        <Button onClick={() => void tenant.refetch()}>{t("host.retry")}</Button>
      </div>
    );
  }
  if (!tenant.data) return <p role="status">{t("host.loading")}</p>;
  const current = tenant.data;
  if (current.kind !== "marketplace") {
    return (
      <>
        <HostHeading title={current.name}>{back}</HostHeading>
        <p className="host-notice">{t("host.brand.partnerHasNoBrand")}</p>
      </>
    );
  }
  return (
    <>
      <HostHeading title={t("host.brand.editTitle", { name: current.name })}>{back}</HostHeading>
      <p className="tenants-count" dir="ltr">
        {current.tenancyName}
      </p>
      <BrandForm
        key={current.id}
        initial={brandValuesOf(current)}
        creating={false}
        submitLabel={t("host.brand.save")}
        onSave={async (values) => {
          const { tenancyName: _, ...brand } = brandBody(values);
          const saved = await call("Tenant.UpdateBrand", { body: { ...brand, id: current.id } });
          queryClient.setQueryData(hostKeys.tenant(current.id), saved);
          await queryClient.invalidateQueries({ queryKey: [...hostKeys.all, "tenants"] });
          toast.show({ message: t("host.brand.saved", { name: saved.name }), tone: "success" });
        }}
      />
    </>
  );
}
