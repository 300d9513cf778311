// The located JSON reader, diagnostics and worker threads every stage uses: whoever imports the model reads JSON
// and reports problems, so `import SpecModel` brings them.
@_exported import SpecJSON
