/** Placeholder until search arrives: shows where it will be, does nothing yet. */
export function SearchBox() {
  return (
    <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="site-search" className="visually-hidden">
        Search
      </label>
      <input id="site-search" type="search" name="q" placeholder="Search (coming soon)" disabled />
    </form>
  );
}
