/// The bytes of JSON syntax the scanner compares against.
let quote: UInt8 = 0x22
let backslash: UInt8 = 0x5C
let slash: UInt8 = 0x2F
let comma: UInt8 = 0x2C
let colon: UInt8 = 0x3A
let openBrace: UInt8 = 0x7B
let closeBrace: UInt8 = 0x7D
let openBracket: UInt8 = 0x5B
let closeBracket: UInt8 = 0x5D
let minus: UInt8 = 0x2D
let plus: UInt8 = 0x2B
let dot: UInt8 = 0x2E
let zero: UInt8 = 0x30
let nine: UInt8 = 0x39
let newline: UInt8 = 0x0A
