/// A `format` the validator knows: every format of JSON Schema 2020-12 validation §7.3.
enum SchemaFormat: String, CaseIterable, Sendable {
    case dateTime = "date-time"
    case date
    case time
    case duration
    case email
    case idnEmail = "idn-email"
    case hostname
    case idnHostname = "idn-hostname"
    case ipv4
    case ipv6
    case uri
    case uriReference = "uri-reference"
    case iri
    case iriReference = "iri-reference"
    case uuid
    case uriTemplate = "uri-template"
    case jsonPointer = "json-pointer"
    case relativeJSONPointer = "relative-json-pointer"
    case regex
}
