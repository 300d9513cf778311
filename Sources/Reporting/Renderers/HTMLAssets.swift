/// The inline style and script of `coverage.html`.
enum HTMLAssets {
    static let style = """
        body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem; color: #1f2328; }
        table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; font-size: 0.9rem; }
        th, td { border: 1px solid #d0d7de; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
        thead th { background: #f6f8fa; }
        .counts td { text-align: right; }
        .meta { color: #59636e; }
        .filters { display: flex; gap: 1rem; align-items: center; margin: 0.5rem 0; }
        .status.covered { background: #dafbe1; }
        .status.partial { background: #fff8c5; }
        .status.uncovered { background: #f6f8fa; }
        .status.failing { background: #ffebe9; font-weight: bold; }
        .status.waived { background: #ddf4ff; }
        .status.out-of-scope { color: #59636e; }
        .status.orphaned { background: #fbefff; }
        li.failing { color: #b02a37; font-weight: bold; }
        ul { margin: 0; padding-left: 1.2rem; }

        """

    static let script = """
        (function () {
          var status = document.getElementById("status-filter");
          var text = document.getElementById("text-filter");
          var shown = document.getElementById("shown");
          var rows = document.querySelectorAll("#ids tbody tr");
          function apply() {
            var s = status.value;
            var t = text.value.toLowerCase();
            var count = 0;
            for (var i = 0; i < rows.length; i++) {
              var row = rows[i];
              var show = (!s || row.getAttribute("data-status") === s) &&
                (!t || row.textContent.toLowerCase().indexOf(t) >= 0);
              row.hidden = !show;
              if (show) { count++; }
            }
            shown.textContent = count + " of " + rows.length;
          }
          status.addEventListener("change", apply);
          text.addEventListener("input", apply);
        })();

        """
}
