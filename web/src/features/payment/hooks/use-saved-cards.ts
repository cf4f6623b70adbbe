import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { defaultFirst, savedCardsOptions } from "../api/saved-cards.ts";
import { applyCardFetchRule } from "../card-fetch-rule.ts";

/**
 * The signed-in customer's saved cards, default first (nothing is fetched for a guest). A fetch
 * failing above 400 applies the spec's rule: flags, then checkout of the shop in the path or sign-in.
 */
export function useSavedCards() {
  const { isSignedIn, openAuth } = useAuth();
  const query = useQuery({ ...savedCardsOptions(), enabled: isSignedIn });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { error } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rule runs once per failure, from the page it failed on
  useEffect(() => {
    if (!error) return;
    const fallback = applyCardFetchRule(error, pathname);
    if (fallback?.kind === "checkout") navigate(fallback.href, { replace: true });
    else if (fallback?.kind === "signIn") {
      navigate(paths.customer.main.href(), { replace: true });
      openAuth("signin");
    }
  }, [error]);

  return { ...query, cards: defaultFirst(query.data ?? []) };
}
