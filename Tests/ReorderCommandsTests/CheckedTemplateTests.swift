import ReorderCommands
import Testing

@Suite("Words an app gives for a message are checked as a catalog's are")
struct CheckedTemplateTests {
  @Test(
    "A mistyped or missing placeholder, a lone brace or nothing at all is refused, naming the message"
  )
  func refused() {
    #expect(
      throws: CatalogError(
        problems: [
          .unknownPlaceholder("moved", "label"), .missingPlaceholder("moved", "day"),
        ], language: "en")
    ) {
      try AnnouncementRenderer(
        checking: [.moved: "{title} moved to {label}, position {position}."])
    }
    #expect(throws: CatalogError(problems: [.brokenPlaceholder("moved")], language: "en")) {
      try AnnouncementRenderer(checking: [.moved: "{title moved."])
    }
    #expect(throws: CatalogError(problems: [.emptyText("moved")], language: "en")) {
      try AnnouncementRenderer(checking: [.moved: " "])
    }
  }

  @Test("Words that keep the message's placeholders are said")
  func said() throws {
    let renderer = try AnnouncementRenderer(
      checking: [.moved: "{title} moved to position {position} of column {day}."])
    #expect(renderer.templates[.moved] == "{title} moved to position {position} of column {day}.")
  }
}
