import SpecModel

/// Strict JSON syntax for ``ByteWalker``: `SpecJSON`'s ``JSONByteReading`` (`skipWhitespace`, `scanString`,
/// `scanNumber`, `numberDouble`, `scanLiteral`, `scanPlainKey`, `isRepeatedKey`, `skipValue`), the same rules as
/// `JSONParser` (RFC 8259, no duplicate keys), but any doubt gives up (-1), since the caller then asks the located
/// parser, which decides and explains. The walker holds the input and what the last scan found.
extension ByteWalker: JSONByteReading {}
