#!/usr/bin/env python3
"""Open HTML pages in headless Chromium and fail on what a reader would see go wrong.

For every page and every width (default 1400 and 390 CSS px) the script navigates Chromium to the page, waits for
its load event, then:

- collects console errors and uncaught exceptions (Runtime.consoleAPICalled of type error, Runtime.exceptionThrown,
  Log.entryAdded of level error): any is a failure;
- measures horizontal page overflow (document.documentElement.scrollWidth > window.innerWidth): a failure;
- measures overlapping diagram labels in the rendered page: the bounding boxes of the elements matched by
  --label-selector must not intersect one another nor a box matched by --box-selector of the same SVG; with
  --labels=warn (the default) an overlap is printed, with --labels=fail it is a failure;
- optionally (--tables) presses Enter on the focused ID heading of the table of IDs, clicks it again and the status
  heading, and sets the status filter, checking the order (natural, then reversed, then worst status first), the
  rows shown, the folded groups opened and folded again;
- optionally (--anchors) checks that every in-page link (`href="#..."`) names an element, then opens the page at the
  fragment of a table row folded in a closed <details> (the middle row of the largest one) and checks that the row is
  shown, scrolled into the viewport and highlighted (its background differs from another row's);
- saves a screenshot per page and width to --screenshots (png, the viewport; --full-page for the whole page, cut at
  --max-height px), and with --anchors one more at the row it opened (`<page>-<width>-anchor.png`).

Only the Python standard library: Chromium is driven through the DevTools protocol over a pipe
(--remote-debugging-pipe: JSON messages ended by NUL, commands written to the browser's fd 3, answers and events
read from its fd 4). Exit status: 0 when every page passed, 1 when any failed, 2 on a usage or browser error.

  python3 Tests/Browser/page_check.py --screenshots /tmp/shots Reports/nonna/coverage.html ...
"""

import argparse
import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEFAULT_LABELS = "svg.machine .line text"
DEFAULT_BOXES = "svg.machine g.state:not(.compound):not(.parallel):not(.region) > rect:not(.inner)"


class BrowserError(Exception):
    """The browser could not be started or stopped answering."""


class Browser:
    """A headless Chromium driven over --remote-debugging-pipe."""

    def __init__(self, executable, timeout):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="page-check-profile-")
        commands_read, commands_write = os.pipe()
        answers_read, answers_write = os.pipe()
        # Move the browser's ends above 10 so that placing them at 3 and 4 in the child cannot clobber one another.
        child_read = fcntl.fcntl(commands_read, fcntl.F_DUPFD, 10)
        child_write = fcntl.fcntl(answers_write, fcntl.F_DUPFD, 10)
        for fd in (commands_read, answers_write):
            os.close(fd)

        def place_pipes():
            os.dup2(child_read, 3)
            os.dup2(child_write, 4)

        arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
            "--font-render-hinting=none", "--user-data-dir=" + self.profile, "about:blank",
        ]
        try:
            self.process = subprocess.Popen(
                arguments, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                pass_fds=(3, 4), preexec_fn=place_pipes)
        except OSError as error:
            raise BrowserError(f"cannot start {executable}: {error}") from error
        os.close(child_read)
        os.close(child_write)
        self.commands = commands_write
        self.answers = answers_read
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.send("Browser.close")
        except BrowserError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self.commands, self.answers):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("the browser did not answer within %ss" % self.timeout)
            ready, _, _ = select.select([self.answers], [], [], left)
            if not ready:
                continue
            chunk = os.read(self.answers, 1 << 20)
            if not chunk:
                stderr = self.process.stderr.read().decode(errors="replace")[-2000:] if self.process.stderr else ""
                raise BrowserError("the browser closed its pipe" + (": " + stderr if stderr else ""))
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        """Sends a command and returns its result; events read meanwhile are kept in self.events."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self.commands, data):]
        except OSError as error:
            raise BrowserError(f"cannot write to the browser: {error}") from error
        deadline = time.monotonic() + self.timeout
        while True:
            answer = self._read_message(deadline)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise BrowserError(f"{method}: {answer['error'].get('message', answer['error'])}")
                return answer.get("result", {})
            if "method" in answer:
                self.events.append(answer)

    def wait_for(self, method, session, since):
        """Waits for an event `method` of `session` among those received after index `since`."""
        deadline = time.monotonic() + self.timeout
        index = since
        while True:
            while index < len(self.events):
                event = self.events[index]
                index += 1
                if event.get("method") == method and event.get("sessionId") == session:
                    return event
            self.events.append(self._read_message(deadline))


MEASURE = r"""
(function (labelSelector, boxSelector, width) {
  function rect(element) {
    var r = element.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};
  }
  function meets(a, b) {
    return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  }
  function name(element) {
    var text = (element.textContent || "").trim().replace(/\s+/g, " ");
    return text.length > 60 ? text.slice(0, 57) + "..." : text;
  }
  function shown(r) { return r.width > 0 && r.height > 0; }
  var overlaps = [];
  var labels = 0;
  var svgs = document.querySelectorAll("svg");
  for (var s = 0; s < svgs.length; s++) {
    var svg = svgs[s];
    var labelElements = Array.prototype.filter.call(document.querySelectorAll(labelSelector),
      function (e) { return svg.contains(e); });
    var boxElements = Array.prototype.filter.call(document.querySelectorAll(boxSelector),
      function (e) { return svg.contains(e); });
    var labelRects = labelElements.map(rect);
    var boxRects = boxElements.map(rect);
    labels += labelElements.length;
    var where = svg.closest("[id]") ? svg.closest("[id]").id : "svg " + s;
    for (var i = 0; i < labelRects.length; i++) {
      if (!shown(labelRects[i])) { continue; }
      for (var j = i + 1; j < labelRects.length; j++) {
        if (shown(labelRects[j]) && meets(labelRects[i], labelRects[j])) {
          overlaps.push(where + ": label \"" + name(labelElements[i]) + "\" overlaps label \"" + name(labelElements[j]) + "\"");
        }
      }
      for (var k = 0; k < boxRects.length; k++) {
        if (shown(boxRects[k]) && meets(labelRects[i], boxRects[k])) {
          overlaps.push(where + ": label \"" + name(labelElements[i]) + "\" overlaps state \"" + name(boxElements[k].parentNode) + "\"");
        }
      }
    }
  }
  var root = document.documentElement;
  // A phone's browser zooms out to fit a wide page, which widens window.innerWidth: the window asked for is the
  // measure as well.
  var window_ = Math.min(window.innerWidth, width);
  var wide = [];
  if (root.scrollWidth > window_) {
    var all = document.body ? document.body.querySelectorAll("*") : [];
    for (var w = 0; w < all.length && wide.length < 5; w++) {
      var r = all[w].getBoundingClientRect();
      if (r.right > window_ + 1 && r.width > 0) {
        var parent = all[w].parentElement;
        var parentRect = parent ? parent.getBoundingClientRect() : null;
        if (!parentRect || parentRect.right <= window_ + 1) {
          wide.push(all[w].tagName.toLowerCase() + (all[w].id ? "#" + all[w].id : "") +
            (all[w].className && typeof all[w].className === "string" ? "." + all[w].className.trim().replace(/\s+/g, ".") : "") +
            " reaches " + Math.round(r.right) + " px");
        }
      }
    }
  }
  return {scrollWidth: root.scrollWidth, innerWidth: window_, scrollHeight: root.scrollHeight,
          labels: labels, overlaps: overlaps, wide: wide};
})
"""

ANCHOR_PICK = r"""
(function () {
  // The middle row of the largest closed <details>: folded away, and deep inside its own scrolling box.
  var best = [];
  var groups = document.querySelectorAll("details:not([open])");
  for (var g = 0; g < groups.length; g++) {
    var rows = groups[g].querySelectorAll("tr[id]");
    if (rows.length > best.length) { best = rows; }
  }
  // With no folded group, the middle row with an id of the page; null when the page has none.
  if (!best.length) { best = document.querySelectorAll("tr[id]"); }
  return best.length ? best[Math.floor(best.length / 2)].id : null;
})()
"""

LINKS_CHECK = r"""
(function () {
  // Every in-page link names an element of the page: a report's links to its rows and sections never dangle.
  var dangling = [];
  var links = document.querySelectorAll("a[href^='#']");
  for (var i = 0; i < links.length; i++) {
    var id = decodeURIComponent(links[i].getAttribute("href").slice(1));
    if (id && !document.getElementById(id) && dangling.indexOf(id) < 0) { dangling.push(id); }
  }
  return dangling.length
    ? dangling.length + " in-page link" + (dangling.length === 1 ? " names" : "s name") + " no element: #"
      + dangling.slice(0, 5).join(", #") + (dangling.length > 5 ? ", ..." : "")
    : "";
})()
"""

ANCHOR_CHECK = r"""
(function (id) {
  var row = document.getElementById(id);
  if (!row) { return "no element with id " + id; }
  var rect = row.getBoundingClientRect();
  if (!row.getClientRects().length) { return "row " + id + " is not shown (still in a closed <details>?)"; }
  if (rect.bottom <= 0 || rect.top >= window.innerHeight) {
    return "row " + id + " is not in the viewport (top " + Math.round(rect.top) + " px)";
  }
  if (!row.matches(":target") && !row.classList.contains("highlight")) { return "row " + id + " is not highlighted"; }
  // Highlighted as a reader sees it: its first cell's background differs from another row's of the same table.
  var other = Array.prototype.find.call(row.parentNode.rows, function (r) {
    return r !== row && !r.classList.contains("highlight") && r.cells.length;
  });
  if (other && row.cells.length) {
    var mine = getComputedStyle(row.cells[0]).backgroundColor;
    if (mine === getComputedStyle(other.cells[0]).backgroundColor) {
      return "row " + id + " is not highlighted: its background (" + mine + ") is its neighbours'";
    }
  }
  return "";
})
"""


TABLES_FOCUS = r"""
(function () {
  var table = document.querySelector("#requirements table.ids.sortable");
  if (!table) { return "no sortable table of IDs (#requirements table.ids.sortable)"; }
  // With every ID covered the first table is in a folded group: unfold it, as a reader would.
  var group = table.closest("details");
  if (group) { group.open = true; }
  var button = table.querySelector("th button.sort");
  button.focus();
  return document.activeElement === button ? "" : "the ID column's sort button takes no keyboard focus";
})()
"""

TABLES_CHECK = r"""
(function () {
  var problems = [];
  var table = document.querySelector("#requirements table.ids.sortable");
  var headers = table.querySelectorAll("th");
  function ids() {
    return Array.prototype.map.call(table.tBodies[0].rows, function (r) {
      return r.cells[0].textContent.replace(/^#/, "").trim();
    });
  }
  // The keyboard (Enter on the focused ID heading, sent before this ran) sorted ascending.
  var ascending = ids();
  var expected = ascending.slice().sort(function (a, b) {
    return a.localeCompare(b, "en", {numeric: true, sensitivity: "base"});
  });
  if (headers[0].getAttribute("aria-sort") !== "ascending") {
    problems.push("Enter on the ID heading did not sort (aria-sort " + headers[0].getAttribute("aria-sort") + ")");
  }
  if (ascending.join() !== expected.join()) { problems.push("the ID column is not in ascending natural order"); }
  headers[0].querySelector("button").click();
  if (ids().join() !== expected.slice().reverse().join()) { problems.push("a second click does not sort descending"); }
  var status = Array.prototype.filter.call(headers, function (h) { return h.textContent.trim().indexOf("Status") === 0; })[0];
  if (status) {
    status.querySelector("button").click();
    var ranks = Array.prototype.map.call(table.tBodies[0].rows, function (r) {
      return parseFloat(r.cells[Array.prototype.indexOf.call(headers, status)].getAttribute("data-sort"));
    });
    for (var i = 1; i < ranks.length; i++) {
      if (ranks[i] < ranks[i - 1]) { problems.push("the status column does not sort worst first"); break; }
    }
  }
  // The status filter acts on every table, folded groups included, and clearing it folds them again.
  var filter = document.getElementById("status-filter");
  var shown = document.getElementById("shown");
  var rows = document.querySelectorAll("#requirements table.ids tbody tr");
  var covered = document.querySelectorAll("#requirements table.ids tbody tr[data-status='covered']");
  var closed = document.querySelectorAll("#requirements details.id-group:not([open])").length;
  filter.value = "covered";
  filter.dispatchEvent(new Event("change"));
  var visible = document.querySelectorAll("#requirements table.ids tbody tr:not([hidden])");
  var wrong = Array.prototype.filter.call(visible, function (r) { return r.getAttribute("data-status") !== "covered"; });
  if (visible.length !== covered.length || wrong.length) {
    problems.push("the status filter shows " + visible.length + " rows for " + covered.length + " covered IDs");
  }
  Array.prototype.forEach.call(covered, function (r) {
    var group = r.closest("details");
    if (group && !group.open) { problems.push("a group holding covered rows stays folded while filtering"); }
  });
  if (shown && shown.textContent.indexOf(covered.length + " of " + rows.length) !== 0) {
    problems.push("the count says \"" + shown.textContent + "\"");
  }
  filter.value = "";
  filter.dispatchEvent(new Event("change"));
  if (document.querySelectorAll("#requirements table.ids tbody tr[hidden]").length) {
    problems.push("clearing the filter leaves rows hidden");
  }
  if (document.querySelectorAll("#requirements details.id-group:not([open])").length !== closed) {
    problems.push("clearing the filter does not fold the groups again");
  }
  return Array.from(new Set(problems)).join("; ");
})()
"""


def check_tables(browser, session):
    """Sorts by keyboard and by click and filters by status in the page; returns what went wrong, or ''."""
    problem = evaluate(browser, session, TABLES_FOCUS)
    if problem:
        return problem
    for kind in ("keyDown", "keyUp"):
        browser.send("Input.dispatchKeyEvent", {
            "type": kind, "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13,
            **({"text": "\r"} if kind == "keyDown" else {})}, session)
    return evaluate(browser, session, TABLES_CHECK)


def console_problems(events, session, since):
    problems = []
    for event in events[since:]:
        if event.get("sessionId") != session:
            continue
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params.get("args", []))
            problems.append("console error: " + text)
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            text = details.get("exception", {}).get("description") or details.get("text", "")
            problems.append(f"uncaught exception: {text} (line {details.get('lineNumber', 0) + 1})")
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            problems.append(f"log error ({entry.get('source', '')}): {entry.get('text', '')}")
    return problems


def evaluate(browser, session, expression):
    result = browser.send(
        "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session)
    if "exceptionDetails" in result:
        raise BrowserError("the measuring script threw: " + json.dumps(result["exceptionDetails"])[:500])
    return result.get("result", {}).get("value")


def open_page(browser, session, url, width, height):
    browser.send(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600}, session)
    since = len(browser.events)
    browser.send("Page.navigate", {"url": url}, session)
    browser.wait_for("Page.loadEventFired", session, since)
    # Two animation frames: layout and the page's own load handlers have run.
    evaluate(browser, session, "new Promise(function (r) { requestAnimationFrame(function () { requestAnimationFrame(r); }); })")
    return since


def record(problem, prefix, passed, failures, lines):
    """Adds `problem` to the failures, or the line saying what passed."""
    if problem:
        failures.append(prefix + problem)
    else:
        lines.append(passed)


def check_page(browser, page, width, options):
    """Returns (failures, warnings, lines) for one page at one width."""
    failures, warnings, lines = [], [], []
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    try:
        for domain in ("Page", "Runtime", "Log"):
            browser.send(domain + ".enable", {}, session)
        height = options.height_wide if width >= 600 else options.height_narrow
        url = page.resolve().as_uri()
        since = open_page(browser, session, url, width, height)
        measure = evaluate(
            browser, session,
            MEASURE + "(" + json.dumps(options.label_selector) + ", " + json.dumps(options.box_selector) + ", "
            + str(width) + ")")
        failures += console_problems(browser.events, session, since)
        if measure["scrollWidth"] > measure["innerWidth"]:
            failures.append(
                "horizontal page overflow: the page is %d px wide in a %d px window%s" % (
                    measure["scrollWidth"], measure["innerWidth"],
                    (" (" + "; ".join(measure["wide"]) + ")") if measure["wide"] else ""))
        overlaps = measure["overlaps"]
        if overlaps:
            shown = overlaps[:options.max_listed]
            more = len(overlaps) - len(shown)
            text = "%d overlapping labels (of %d labels): %s%s" % (
                len(overlaps), measure["labels"], "; ".join(shown), f"; ... and {more} more" if more else "")
            (failures if options.labels == "fail" else warnings).append(text)
        lines.append("%d px: page %d x %d px, %d labels, %d overlaps" % (
            width, measure["scrollWidth"], measure["scrollHeight"], measure["labels"], len(overlaps)))
        if options.screenshots:
            shot = screenshot(browser, session, width, measure["scrollHeight"], options)
            path = Path(options.screenshots) / f"{screenshot_name(page)}-{width}.png"
            path.write_bytes(shot)
            lines.append(f"{width} px: screenshot {path}")
        if options.tables:
            since = len(browser.events)
            problem = check_tables(browser, session)
            failures += console_problems(browser.events, session, since)
            record(problem, "tables: ", f"{width} px: the table of IDs sorts by keyboard and click, and filters by status",
                   failures, lines)
        if options.anchors:
            record(evaluate(browser, session, LINKS_CHECK), "links: ",
                   f"{width} px: every in-page link names an element", failures, lines)
            row = evaluate(browser, session, ANCHOR_PICK)
            if not row:
                failures.append("row anchor: the page has no table row with an id to open")
            else:
                # Leave the page first: a navigation that changes only the fragment fires no load event.
                open_page(browser, session, "about:blank", width, height)
                since = open_page(browser, session, url + "#" + row, width, height)
                problem = evaluate(browser, session, ANCHOR_CHECK + "(" + json.dumps(row) + ")")
                failures += console_problems(browser.events, session, since)
                record(problem, "row anchor: ",
                       f"{width} px: #{row} opens its folded group, scrolls to the row and highlights it", failures, lines)
                if options.screenshots:
                    path = Path(options.screenshots) / f"{screenshot_name(page)}-{width}-anchor.png"
                    path.write_bytes(base64.b64decode(
                        browser.send("Page.captureScreenshot", {"format": "png"}, session)["data"]))
                    lines.append(f"{width} px: screenshot at #{row}: {path}")
    finally:
        browser.send("Target.closeTarget", {"targetId": target})
    return failures, warnings, lines


def screenshot(browser, session, width, page_height, options):
    params = {"format": "png"}
    if options.full_page:
        params["captureBeyondViewport"] = True
        params["clip"] = {"x": 0, "y": 0, "width": width, "height": min(page_height, options.max_height), "scale": 1}
    return base64.b64decode(browser.send("Page.captureScreenshot", params, session)["data"])


def screenshot_name(page):
    parts = [p for p in page.resolve().parts[-2:]]
    return "-".join(p.replace(".html", "") for p in parts)


def find_browser(explicit):
    for name in ([explicit] if explicit else ["chromium", "chromium-browser", "google-chrome", "chrome"]):
        path = shutil.which(name) or (name if os.path.isfile(name) else None)
        if path:
            return path
    return None


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="+", type=Path, help="HTML files to open")
    parser.add_argument("--widths", default="1400,390", help="comma-separated window widths in CSS px")
    parser.add_argument("--screenshots", help="folder for the screenshots (created); none when omitted")
    parser.add_argument("--full-page", action="store_true", help="screenshot the whole page, not the viewport")
    parser.add_argument("--max-height", type=int, default=12000, help="cut full-page screenshots at this height")
    parser.add_argument("--labels", choices=["warn", "fail"], default="warn",
                        help="whether overlapping diagram labels are warnings or failures")
    parser.add_argument("--label-selector", default=DEFAULT_LABELS, help="CSS selector of a diagram's labels")
    parser.add_argument("--box-selector", default=DEFAULT_BOXES, help="CSS selector of a diagram's state boxes")
    parser.add_argument("--anchors", action="store_true",
                        help="also open each page at the fragment of a row in a closed <details> and check it shows")
    parser.add_argument("--tables", action="store_true",
                        help="also sort the table of IDs by keyboard and click and filter it by status, as a reader would")
    parser.add_argument("--browser", help="the Chromium executable (default: chromium on PATH)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds to wait for one browser answer")
    parser.add_argument("--max-listed", type=int, default=10, help="overlaps listed per page and width")
    options = parser.parse_args(argv)
    options.height_wide, options.height_narrow = 900, 844
    try:
        widths = [int(w) for w in options.widths.split(",") if w.strip()]
    except ValueError:
        parser.error("--widths takes integers separated by commas")
    missing = [str(p) for p in options.pages if not p.is_file()]
    if missing:
        print("page_check: no such page: " + ", ".join(missing), file=sys.stderr)
        return 2
    executable = find_browser(options.browser)
    if not executable:
        print("page_check: no Chromium on PATH (apt-get install chromium), or give --browser", file=sys.stderr)
        return 2
    if options.screenshots:
        Path(options.screenshots).mkdir(parents=True, exist_ok=True)
    failed = 0
    try:
        browser = Browser(executable, options.timeout)
    except BrowserError as error:
        print(f"page_check: {error}", file=sys.stderr)
        return 2
    try:
        for page in options.pages:
            for width in widths:
                failures, warnings, lines = check_page(browser, page, width, options)
                for line in lines:
                    print(f"{page}: {line}")
                for warning in warnings:
                    print(f"{page}: {width} px: warning: {warning}")
                for failure in failures:
                    print(f"{page}: {width} px: FAIL: {failure}", file=sys.stderr)
                failed += 1 if failures else 0
    except BrowserError as error:
        print(f"page_check: {error}", file=sys.stderr)
        return 2
    finally:
        browser.close()
    checked = len(options.pages) * len(widths)
    print(f"page_check: {checked - failed} of {checked} page views passed ({len(options.pages)} pages at {options.widths} px)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
