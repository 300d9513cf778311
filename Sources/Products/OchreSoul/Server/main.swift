// ochre-soul-subject: the ochre-soul reference implementation's subjects and rule checks, served over the subject
// protocol (docs/SUBJECT-PROTOCOL.md) on standard input and output, so `specconform check` can verify it through a
// `subjects.json` as it verifies an implementation in any other language.
import OchreSoulConformance
import SubjectProtocol

var server = SubjectServer(OchreSoulVerification.self, name: "ochre-soul reference implementation (Swift)")
server.serve()
