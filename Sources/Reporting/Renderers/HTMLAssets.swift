/// The inline style and script of `coverage.html` (no resources from elsewhere; each inside a CDATA section so the
/// page stays well-formed XML). The diagrams' part is in `HTMLAssets+Diagram.swift`.
enum HTMLAssets {
    static let style = """
        body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem; color: #1f2328; max-width: 84rem; }
        h2 { margin-top: 2rem; border-bottom: 1px solid #d0d7de; padding-bottom: 0.25rem; }
        table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; font-size: 0.9rem; }
        th, td { border: 1px solid #d0d7de; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
        thead th { background: #f6f8fa; }
        .counts td { text-align: right; }
        .meta { color: #59636e; }
        .filters { display: flex; gap: 1rem; align-items: center; margin: 0.5rem 0; }
        .verdict { border: 2px solid; border-radius: 8px; padding: 0.25rem 1.25rem 0.75rem; margin: 1rem 0; }
        .verdict h2 { border: none; margin: 0.75rem 0 0.25rem; }
        .verdict.pass { border-color: #1a7f37; background: #f0fff4; }
        .verdict.pass h2 { color: #1a7f37; }
        .verdict.fail { border-color: #cf222e; background: #fff5f5; }
        .verdict.fail h2 { color: #cf222e; }
        .verdict .summary { font-size: 1.05rem; }
        .verdict .mark { display: inline-block; width: 1.5rem; height: 1.5rem; line-height: 1.5rem; text-align: center; border-radius: 50%; color: #ffffff; font-size: 1rem; vertical-align: 0.1rem; }
        .verdict.pass .mark { background: #1a7f37; }
        .verdict.fail .mark { background: #cf222e; }
        .verdict details.minimums { margin: 0.5rem 0; }
        .verdict h3 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
        .minimums tr.missed td, .minimums tr.missed th { background: #ffebe9; }
        .missing-group { margin: 0.25rem 0; }
        .missing-group summary { cursor: pointer; }
        .missing-group li { margin: 0.15rem 0; }
        li.blocking { color: #82071e; }
        table.bars { border: none; width: 100%; max-width: 64rem; margin-bottom: 1rem; table-layout: fixed; }
        table.bars caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
        table.bars th, table.bars td { border: none; padding: 0.15rem 0.5rem; white-space: nowrap; }
        table.bars th { font-weight: normal; width: 14rem; overflow: hidden; text-overflow: ellipsis; }
        table.bars td.figure { width: 8rem; text-align: right; font-variant-numeric: tabular-nums; }
        table.bars td.meta { width: 12rem; }
        .bar { display: flex; height: 0.9rem; background: #eaeef2; border-radius: 3px; overflow: hidden; }
        .seg { display: block; height: 100%; }
        .seg.covered, .key-status.covered { background: #2da44e; }
        .seg.waived, .key-status.waived { background: #54aeff; }
        .seg.partial, .key-status.partial { background: #d4a72c; }
        .seg.uncovered, .key-status.uncovered { background: #8c959f; }
        .seg.orphaned, .key-status.orphaned { background: #a475f9; }
        .seg.failing, .key-status.failing { background: #cf222e; }
        .seg.unverified, .key-status.unverified { background: #fb8f44; }
        .key-status { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 2px; margin: 0 0.25rem 0 0.75rem; vertical-align: -0.1rem; }
        .status.covered { background: #dafbe1; }
        .status.partial { background: #fff8c5; }
        .status.uncovered { background: #eaeef2; color: #424a53; }
        span.status.uncovered { border: 1px solid #8c959f; }
        .status.failing { background: #ffebe9; font-weight: bold; }
        .status.unverified { background: #fff1e5; font-weight: bold; }
        .status.waived { background: #ddf4ff; }
        .status.out-of-scope { color: #59636e; }
        .status.orphaned { background: #fbefff; }
        span.status { padding: 0 0.3rem; border-radius: 3px; }
        li.failing { color: #b02a37; font-weight: bold; }
        ul { margin: 0; padding-left: 1.2rem; }
        ul.not-covered li { margin: 0.1rem 0; }
        table.readiness { margin-bottom: 1rem; }
        table.readiness caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
        table.readiness tr.not-ready td:last-child { color: #9a6700; }
        p.warning { color: #9a6700; background: #fff8c5; border: 1px solid #d4a72c; border-radius: 6px; padding: 0.4rem 0.6rem; }

        """ + diagramStyle

    static let script = tableScript
}
