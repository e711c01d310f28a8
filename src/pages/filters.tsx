// Filter controls the list pages share, so the catalog and the orders offer the same choices
// under the same labels (the values are the API's `category` values).

/** The category choice of a list's filter form: all, eSIM or mobile top-up. */
export function CategoryFilter({ chosen }: { chosen: string | undefined }) {
  return (
    <label>
      Category
      <select name="category">
        <option value="">All</option>
        <option value="esim" selected={chosen === "esim"}>eSIM</option>
        <option value="mobile_topup" selected={chosen === "mobile_topup"}>Mobile top-up</option>
      </select>
    </label>
  );
}
