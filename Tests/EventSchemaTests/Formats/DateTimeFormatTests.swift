import Testing

/// RFC 3339 §5.6 (`full-date`, `full-time`, `date-time`), §5.7 (leap seconds) and appendix A (`duration`).
@Suite("formats: date-time, date, time, duration (RFC 3339)")
struct DateTimeFormatTests {
    @Test("date: full-date, days within the month, leap years by the Gregorian rule")
    func date() throws {
        try expectFormat(
            FormatCases(
                format: "date",
                valid: ["1963-06-19", "2020-02-29", "2000-02-29", "2021-12-31", "0000-01-01"],
                invalid: [
                    "2021-02-29", "1900-02-29", "2020-04-31", "2020-01-32", "2020-13-01", "2020-00-10", "2020-01-00",
                    "1998-1-20", "1998-01-1", "20230328", "2023-W01", "2013-350", "06/19/1963", "",
                    "2020-11-28T23:55:45Z", "1963-06-1\u{09EA}", " 2020-01-01",
                ]))
    }

    @Test("time: hours 00-23 (24:00 refused), a leap second only at 23:59:60 UTC, offsets required")
    func time() throws {
        try expectFormat(
            FormatCases(
                format: "time",
                valid: [
                    "08:30:06Z", "08:30:06z", "23:20:50.52Z", "08:30:06.283185Z", "08:30:06+00:20", "08:30:06-08:00",
                    "23:59:60Z", "23:59:60+00:00", "01:29:60+01:30", "23:29:60+23:30", "15:59:60-08:00",
                    "00:29:60-23:30", "00:00:00Z",
                ],
                invalid: [
                    "24:00:00Z", "24:00:00+00:00", "00:60:00Z", "00:00:61Z", "22:59:60Z", "23:58:60Z",
                    "23:59:60+01:00", "22:59:60+00:00", "01:02:03+24:00", "01:02:03+00:60", "01:02:03Z+00:30",
                    "08:30:06 PST", "01:01:01,1111", "12:00:00", "12:00:00.52", "08:30:06-8:000", "08:30:06#00:20",
                    "ab:cd:ef", "1\u{09E8}:00:00Z", "08:30:06.Z", "8:30:06Z",
                ]))
    }

    @Test("date-time: full-date T full-time, T and Z in either case")
    func dateTime() throws {
        try expectFormat(
            FormatCases(
                format: "date-time",
                valid: [
                    "1963-06-19T08:30:06.283185Z", "1963-06-19T08:30:06Z", "1937-01-01T12:00:27.87+00:20",
                    "1990-12-31T15:59:50.123-08:00", "1998-12-31T23:59:60Z", "1998-12-31T15:59:60.123-08:00",
                    "1963-06-19t08:30:06.283185z", "2024-02-29T18:29:60.123-05:30",
                ],
                invalid: [
                    "1998-12-31T23:59:61Z", "2024-02-29T23:59:60.123+05:30", "1998-12-31T23:58:60Z",
                    "1998-12-31T22:59:60Z",
                    "1990-02-31T15:59:59.123-08:00", "1990-12-31T15:59:59-24:00", "1963-06-19T08:30:06.28123+01:00Z",
                    "06/19/1963 08:30:06 PST", "2013-350T01:01:01", "1963-6-19T08:30:06.283185Z",
                    "1963-06-1T08:30:06.283185Z", "1963-06-1\u{09EA}T00:00:00Z", "1963-06-11T0\u{09EA}:00:00Z",
                    "2024-05-01 12:30:00Z", "2024-05-01T24:00:00Z", "2024-05-01T", "2024-05-01",
                ]))
    }

    @Test("duration: P with Y-M-D and T H-M-S runs without gaps, or weeks alone")
    func duration() throws {
        try expectFormat(
            FormatCases(
                format: "duration",
                valid: [
                    "P4DT12H30M5S", "P4Y", "P1Y2M3DT4H5M6S", "P0D", "P1M", "PT1M", "PT36H", "P2W", "P1YT1S", "P1Y2M",
                    "P2M3D", "PT1H30M", "PT5M30S", "PT0S",
                ],
                invalid: [
                    "P", "PT", "P1DT", "P1YT", "PT1D", "P1D2H", "P2S", "P2D1Y", "P1Y2D", "PT1H2S", "P1Y2W", "P1W1D",
                    "P1", "PT1", "1Y", "-P1Y", "P1.5Y", "P\u{09E8}Y", "", "P1YM", "PY",
                ]))
    }
}
