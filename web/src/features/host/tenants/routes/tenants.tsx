import type { TenantListItem } from "@dutchpot/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { paths } from "../../../../config/paths.ts";
import { ApiError } from "../../../../lib/api-client.ts";
import { type TenantFilter, tenantPageSize, useSetTenantActive, useTenants } from "../../api/host-api.ts";
import { HostHeading } from "../../shell/host-heading.tsx";
import "../tenants.css";

/** `/host/tenants`: every tenant, searched and filtered; deactivate or activate one after a confirmation. */
export function Component() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TenantFilter>({ keyword: "", kind: "", state: "", skip: 0 });
  const tenants = useTenants(filter);
  const [confirming, setConfirming] = useState<TenantListItem | null>(null);
  const update = (patch: Partial<TenantFilter>) => setFilter((f) => ({ ...f, ...patch, skip: 0 }));
  const page = tenants.data;

  return (
    <>
      <HostHeading title={t("host.tenants.title")}>
        <ButtonLink to={paths.host.newStorefront.href()}>{t("host.tenants.newStorefront")}</ButtonLink>
      </HostHeading>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser and screen reader yet; the role is */}
      <div role="search" className="tenants-filters" aria-label={t("host.tenants.filters")}>
        <TextField
          type="search"
          label={t("host.tenants.search")}
          hint={t("host.tenants.searchHint")}
          value={filter.keyword}
          onChange={(event) => update({ keyword: event.target.value })}
        />
        <SelectField
          label={t("host.tenants.kind")}
          value={filter.kind}
          onChange={(event) => update({ kind: event.target.value as TenantFilter["kind"] })}
        >
          <option value="">{t("host.tenants.kinds.all")}</option>
          <option value="marketplace">{t("host.tenants.kinds.marketplace")}</option>
          <option value="partner">{t("host.tenants.kinds.partner")}</option>
        </SelectField>
        <SelectField
          label={t("host.tenants.state")}
          value={filter.state}
          onChange={(event) => update({ state: event.target.value as TenantFilter["state"] })}
        >
          <option value="">{t("host.tenants.states.all")}</option>
          <option value="active">{t("host.tenants.states.active")}</option>
          <option value="inactive">{t("host.tenants.states.inactive")}</option>
        </SelectField>
      </div>

      {tenants.isError ? (
        <div role="alert" className="host-notice">
          <p>{t("host.loadError")}</p>
          <Button onClick={() => void tenants.refetch()}>{t("host.retry")}</Button>
        </div>
      ) : !page ? (
        <p role="status">{t("host.loading")}</p>
      ) : page.items.length === 0 ? (
        <p role="status" className="host-notice">
          {t("host.tenants.none")}
        </p>
      ) : (
        <>
          <p role="status" className="tenants-count">
            {t("host.tenants.count", { count: page.totalCount })}
          </p>
          <div className="tenants-table-wrap">
            <table className="tenants-table">
              <caption className="visually-hidden">{t("host.tenants.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("host.tenants.columns.name")}</th>
                  <th scope="col">{t("host.tenants.columns.kind")}</th>
                  <th scope="col">{t("host.tenants.columns.hostNames")}</th>
                  <th scope="col">{t("host.tenants.columns.shops")}</th>
                  <th scope="col">{t("host.tenants.columns.state")}</th>
                  <th scope="col">{t("host.tenants.columns.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((tenant) => (
                  <TenantRow key={tenant.id} tenant={tenant} onToggle={() => setConfirming(tenant)} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="tenants-pager">
            <Button
              variant="secondary"
              size="sm"
              disabled={filter.skip === 0}
              onClick={() => setFilter((f) => ({ ...f, skip: Math.max(0, f.skip - tenantPageSize) }))}
            >
              {t("host.tenants.previous")}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={filter.skip + tenantPageSize >= page.totalCount}
              onClick={() => setFilter((f) => ({ ...f, skip: f.skip + tenantPageSize }))}
            >
              {t("host.tenants.next")}
            </Button>
          </div>
        </>
      )}
      <ConfirmActive tenant={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}

function TenantRow({ tenant, onToggle }: { tenant: TenantListItem; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row">
        <span className="tenants-table__name" dir="auto">
          {tenant.name}
        </span>
        <span className="tenants-table__sub" dir="ltr">
          {tenant.tenancyName}
        </span>
      </th>
      <td data-label={t("host.tenants.columns.kind")}>{t(`host.tenants.kinds.${tenant.kind}`)}</td>
      <td data-label={t("host.tenants.columns.hostNames")} className="tenants-table__hosts">
        <span dir="ltr">{tenant.hostNames.length > 0 ? tenant.hostNames.join(", ") : "—"}</span>
      </td>
      <td data-label={t("host.tenants.columns.shops")}>{tenant.shopCount}</td>
      <td data-label={t("host.tenants.columns.state")}>
        <span className={tenant.isActive ? "tenant-state is-active" : "tenant-state is-inactive"}>
          {t(tenant.isActive ? "host.tenants.states.active" : "host.tenants.states.inactive")}
        </span>
      </td>
      <td>
        <div className="tenants-table__actions">
          {tenant.kind === "marketplace" ? (
            <Link
              to={paths.host.tenant.href(tenant.id)}
              aria-label={t("host.tenants.editBrandOf", { name: tenant.name })}
            >
              {t("host.tenants.editBrand")}
            </Link>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={onToggle}
            aria-label={t(tenant.isActive ? "host.tenants.deactivateNamed" : "host.tenants.activateNamed", {
              name: tenant.name,
            })}
          >
            {t(tenant.isActive ? "host.tenants.deactivate" : "host.tenants.activate")}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Asks before a tenant is deactivated (its storefront, shops and users stop) or activated again. */
function ConfirmActive({ tenant, onClose }: { tenant: TenantListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const mutation = useSetTenantActive();
  if (!tenant) return null;
  const activating = !tenant.isActive;
  const confirm = () =>
    mutation.mutate(
      { id: tenant.id, active: activating },
      {
        onSuccess: () => {
          toast.show({
            message: t(activating ? "host.tenants.activated" : "host.tenants.deactivated", { name: tenant.name }),
            tone: "success",
          });
          onClose();
        },
      },
    );
  const error = mutation.error instanceof ApiError && mutation.error.status < 500 ? mutation.error.message : null;
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onClose}
      title={t(activating ? "host.tenants.confirmActivateTitle" : "host.tenants.confirmDeactivateTitle", {
        name: tenant.name,
      })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("host.cancel")}
          </Button>
          <Button variant={activating ? "primary" : "danger"} onClick={confirm} disabled={mutation.isPending}>
            {t(activating ? "host.tenants.activate" : "host.tenants.deactivate")}
          </Button>
        </>
      }
    >
      <p>{t(activating ? "host.tenants.confirmActivate" : "host.tenants.confirmDeactivate")}</p>
      {mutation.isError ? (
        <p role="alert" className="brand-form__failure">
          {error ?? t("host.saveFailed")}
        </p>
      ) : null}
    </Dialog>
  );
}
