import Testing
import TableKitSDL
@Test func placeholder() {}
