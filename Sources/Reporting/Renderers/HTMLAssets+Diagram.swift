/// The diagrams' part of `coverage.html`'s style and script: the state diagrams' colours and sizes (states' names at
/// 13 px, labels at 12 px, on a white halo), the frame around each diagram with its fit-to-width button and the hint
/// that a diagram wider than its box scrolls sideways (shown by the script only when it is wider).
extension HTMLAssets {
    static let diagramStyle = """
        .machine-card { margin: 1.5rem 0 2rem; }
        .machine-card h3 { margin-bottom: 0.25rem; }
        .diagram-frame { margin: 0.5rem 0; }
        .diagram-tools { display: none; align-items: center; gap: 0.75rem; margin: 0 0 0.25rem; font-size: 0.85rem; color: #59636e; }
        .diagram-frame.wide .diagram-tools, .diagram-frame.fitted .diagram-tools { display: flex; }
        .diagram-frame.fitted .scroll-hint { display: none; }
        .diagram-fit { font: inherit; padding: 0.1rem 0.6rem; border: 1px solid #d0d7de; border-radius: 6px; background: #f6f8fa; color: #1f2328; cursor: pointer; }
        .scroll-hint { font-weight: 600; color: #9a6700; }
        .diagram { overflow-x: auto; border: 1px solid #d0d7de; border-radius: 6px; background: #ffffff; }
        .diagram.fit svg.machine { max-width: 100%; height: auto; }
        svg.machine { display: block; font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        svg.machine .state rect { fill: #f6f8fa; stroke: #8c959f; stroke-width: 1.2; stroke-dasharray: 4 3; }
        svg.machine .state.covered rect { fill: #dafbe1; stroke: #1a7f37; stroke-dasharray: none; }
        svg.machine .state.failing rect { fill: #ffebe9; stroke: #cf222e; stroke-width: 2; stroke-dasharray: none; }
        svg.machine .state rect.inner { fill: none; }
        svg.machine .state text { font-size: 13px; text-anchor: middle; fill: #1f2328; }
        svg.machine .initial circle { fill: #1f2328; }
        svg.machine .initial path { stroke: #1f2328; stroke-width: 1.4; fill: none; }
        svg.machine .edge path, svg.machine .sneak-taken path { fill: none; stroke-width: 1.5; }
        svg.machine .edge-label rect.label-bg { fill: #ffffff; fill-opacity: 0.92; stroke: none; }
        svg.machine .edge-label text, svg.machine .sneak-taken text { font-size: 12px; text-anchor: start; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
        svg.machine .edge.covered path { stroke: #1a7f37; }
        svg.machine .line.covered text { fill: #116329; }
        svg.machine .edge.uncovered path { stroke: #8c959f; stroke-dasharray: 5 4; }
        svg.machine .line.uncovered text { fill: #59636e; }
        svg.machine .edge.failing path { stroke: #cf222e; stroke-width: 2.5; }
        svg.machine .line.failing text { fill: #a40e26; font-weight: bold; }
        svg.machine .sneak-taken path { stroke: #bc4c00; stroke-dasharray: 2 2; }
        svg.machine .sneak-taken text { fill: #953800; }
        svg.machine .sneak-refused rect { fill: #ddf4ff; stroke: #0969da; stroke-width: 1; }
        svg.machine .sneak-refused.incomplete rect { stroke: #bc4c00; stroke-width: 1.5; stroke-dasharray: 3 2; }
        svg.machine .sneak-refused text { font-size: 12px; text-anchor: middle; fill: #0550ae; }
        svg.machine .edge:hover path { stroke-width: 3; }
        svg.machine .edge-label:hover text { font-weight: bold; }
        svg.machine .arrow { fill: #1f2328; }
        svg.machine .arrow.covered { fill: #1a7f37; }
        svg.machine .arrow.uncovered { fill: #8c959f; }
        svg.machine .arrow.failing { fill: #cf222e; }
        svg.machine .arrow.sneak-taken { fill: #bc4c00; }
        .key-edge { display: inline-block; width: 1.6rem; margin: 0 0.3rem 0 0.75rem; vertical-align: middle; border-top: 2px solid #1a7f37; }
        .key-edge.uncovered { border-top: 2px dashed #8c959f; }
        .key-edge.failing { border-top: 3px solid #cf222e; }
        .key-edge.sneak-taken { border-top: 2px dotted #bc4c00; }
        .key-badge { display: inline-block; margin: 0 0.3rem 0 0.75rem; padding: 0 0.4rem; border-radius: 0.6rem; font-size: 0.8rem; }
        .key-badge.sneak-refused { background: #ddf4ff; border: 1px solid #0969da; color: #0550ae; }
        .key-state { display: inline-block; width: 1.2rem; height: 0.8rem; margin: 0 0.3rem 0 0.75rem; vertical-align: -0.1rem; border-radius: 3px; border: 1px dashed #8c959f; background: #f6f8fa; }
        .key-state.covered { border: 1px solid #1a7f37; background: #dafbe1; }
        .key-state.failing { border: 2px solid #cf222e; background: #ffebe9; }

        """

    /// Marks each diagram frame `wide` when its diagram's natural width exceeds its box (showing the scroll hint and
    /// the button), again on resize; the button switches the diagram between its natural size and the box's width.
    /// Its own `<script>` element at the end of the machines' section (``HTMLReportRenderer/machines(_:into:)``).
    static let diagramScript = """
        (function () {
          var frames = document.querySelectorAll(".diagram-frame");
          function measure() {
            for (var i = 0; i < frames.length; i++) {
              var box = frames[i].querySelector(".diagram");
              var svg = box.querySelector("svg");
              var natural = svg ? parseFloat(svg.getAttribute("width")) : 0;
              frames[i].classList.toggle("wide", natural > box.clientWidth);
            }
          }
          function wire(frame) {
            var button = frame.querySelector(".diagram-fit");
            var box = frame.querySelector(".diagram");
            button.addEventListener("click", function () {
              var fit = box.classList.toggle("fit");
              frame.classList.toggle("fitted", fit);
              button.setAttribute("aria-pressed", fit ? "true" : "false");
              button.textContent = fit ? "Natural size" : "Fit to width";
            });
          }
          for (var i = 0; i < frames.length; i++) { wire(frames[i]); }
          measure();
          window.addEventListener("resize", measure);
        })();

        """
}
