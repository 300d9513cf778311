/// The tables' and the page's part of `coverage.html`'s style and script: tables in boxes of their own that scroll
/// (sideways on a narrow screen, and down under a sticky header for the long ones), sortable columns, a link and a
/// highlight per ID row, folded groups of covered IDs, the filters, and the layout at phone widths (no sideways
/// scroll of the page: bars stack, tables scroll inside their box).
extension HTMLAssets {
    static let tableStyle = """
        .table-box { overflow: auto; max-height: 85vh; margin: 0.5rem 0 1.5rem; border: 1px solid #d0d7de; border-radius: 6px; }
        .table-box > table { margin: 0; border-style: hidden; min-width: 100%; }
        .table-box thead th { position: sticky; top: 0; z-index: 1; background: #f6f8fa; box-shadow: 0 1px 0 #d0d7de; }
        th button.sort { font: inherit; font-weight: 600; color: inherit; background: none; border: none; padding: 0; cursor: pointer; text-align: left; }
        th button.sort:focus-visible { outline: 2px solid #0969da; outline-offset: 2px; }
        th .sort-mark::after { content: "↕"; color: #8c959f; margin-left: 0.3rem; font-weight: normal; }
        th[aria-sort="ascending"] .sort-mark::after { content: "▲"; color: #1f2328; }
        th[aria-sort="descending"] .sort-mark::after { content: "▼"; color: #1f2328; }
        table.ids td.id { white-space: nowrap; }
        a.anchor { color: #8c959f; text-decoration: none; margin-right: 0.3rem; font-size: 0.85em; }
        a.anchor:hover, a.anchor:focus-visible { color: #0969da; }
        tr[id] { scroll-margin-top: 3rem; }
        tr:target td, tr.highlight td { background: #fff8c5; }
        tr:target td:first-child, tr.highlight td:first-child { box-shadow: inset 4px 0 0 #d4a72c; }
        details.id-group { margin: 0.25rem 0; }
        details.id-group > summary { cursor: pointer; padding: 0.2rem 0; }
        details.id-group .matches { color: #59636e; }
        .filters { flex-wrap: wrap; }
        .filters input { max-width: 100%; }
        #missing code a { color: inherit; }
        .verdict, #missing li, p { overflow-wrap: anywhere; }
        @media (max-width: 40rem) {
          body { margin: 0.75rem; }
          .verdict { padding: 0.25rem 0.75rem 0.5rem; }
          table.bars, table.bars tbody, table.bars tr { display: block; width: 100%; }
          table.bars caption { display: block; }
          table.bars tr { margin: 0 0 0.5rem; }
          table.bars th, table.bars td { display: inline-block; width: auto; padding: 0.1rem 0.25rem 0.1rem 0; }
          table.bars th { display: block; white-space: normal; }
          table.bars td.bar-cell { display: block; width: 100%; }
          table.bars td.figure { text-align: left; }
          .table-box { max-height: 80vh; }
        }

        """

    static let tableScript = """
        (function () {
          "use strict";
          var section = document.getElementById("requirements");
          var status = document.getElementById("status-filter");
          var text = document.getElementById("text-filter");
          var shown = document.getElementById("shown");
          var rows = section ? section.querySelectorAll("table.ids tbody tr") : [];
          var groups = section ? section.querySelectorAll("details.id-group") : [];
          function apply() {
            var s = status.value;
            var t = text.value.toLowerCase();
            var filtering = s !== "" || t !== "";
            var count = 0;
            for (var i = 0; i < rows.length; i++) {
              var row = rows[i];
              var show = (!s || row.getAttribute("data-status") === s) &&
                (!t || row.textContent.toLowerCase().indexOf(t) >= 0);
              row.hidden = !show;
              if (show) { count++; }
            }
            for (var g = 0; g < groups.length; g++) {
              var group = groups[g];
              var matches = group.querySelectorAll("tbody tr:not([hidden])").length;
              var mark = group.querySelector(".matches");
              if (filtering) {
                if (!group.hasAttribute("data-was")) { group.setAttribute("data-was", group.open ? "open" : "closed"); }
                group.open = matches > 0;
                group.hidden = matches === 0;
                if (mark) { mark.textContent = "(" + matches + " shown)"; }
              } else {
                if (group.hasAttribute("data-was")) {
                  group.open = group.getAttribute("data-was") === "open";
                  group.removeAttribute("data-was");
                }
                group.hidden = false;
                if (mark) { mark.textContent = ""; }
              }
            }
            if (shown) { shown.textContent = count + " of " + rows.length; }
          }
          if (status && text) {
            status.addEventListener("change", apply);
            text.addEventListener("input", apply);
          }

          function sortValue(cell, type) {
            var value = cell.getAttribute("data-sort");
            if (value === null) { value = cell.textContent.trim(); }
            return type === "number" ? (parseFloat(value) || 0) : value;
          }
          function compare(a, b, type) {
            if (type === "number") { return a - b; }
            return a.localeCompare(b, "en", {numeric: type === "id", sensitivity: "base"});
          }
          function sortBy(button) {
            var header = button.closest("th");
            var table = header.closest("table");
            var body = table.tBodies[0];
            var column = Array.prototype.indexOf.call(header.parentNode.children, header);
            var type = header.getAttribute("data-type") || "text";
            var ascending = header.getAttribute("aria-sort") !== "ascending";
            var headers = header.parentNode.children;
            for (var h = 0; h < headers.length; h++) { headers[h].removeAttribute("aria-sort"); }
            header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            var list = Array.prototype.slice.call(body.rows).map(function (row, index) {
              return {row: row, index: index, value: sortValue(row.cells[column], type)};
            });
            list.sort(function (x, y) {
              var order = compare(x.value, y.value, type);
              return (ascending ? order : -order) || x.index - y.index;
            });
            for (var r = 0; r < list.length; r++) { body.appendChild(list[r].row); }
          }
          document.addEventListener("click", function (event) {
            var button = event.target.closest ? event.target.closest("th button.sort") : null;
            if (button) { sortBy(button); }
          });

          var highlighted = null;
          function reveal() {
            var id = location.hash.slice(1);
            if (!id) { return; }
            try { id = decodeURIComponent(id); } catch (error) { return; }
            var row = document.getElementById(id);
            if (!row || row.tagName !== "TR") { return; }
            if (row.hidden && status && text) {
              status.value = "";
              text.value = "";
              apply();
            }
            for (var e = row.parentElement; e; e = e.parentElement) {
              if (e.tagName === "DETAILS") { e.open = true; }
            }
            if (highlighted) { highlighted.classList.remove("highlight"); }
            row.classList.add("highlight");
            highlighted = row;
            row.scrollIntoView({block: "center"});
          }
          window.addEventListener("hashchange", reveal);
          reveal();
        })();

        """
}
