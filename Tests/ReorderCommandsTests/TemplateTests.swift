import Testing

@testable import ReorderCommands

@Suite("A template read once fills as a template filled each time does")
struct TemplateTests {
  @Test("Random templates of names, unknown names, capitals and stray braces fill alike")
  func parsedFillsAsFill() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "{rank}", "{title}", "{kind}", "{Kind}", "{Title}", "{other}", "{", "}", "x", " ", "é",
      "{a{rank}", "{}", ". ",
    ]
    for _ in 0..<3_000 {
      let template = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? "x"
      }.joined()
      let values = ["3", "élan vital", "custom, at 7 pm"]
      let parsed = Template.Parsed(template, names: ["rank", "title", "kind"])
      let filled = Template.fill(
        template,
        with: Template.Values("rank", values[0]).with("title", values[1]).with("kind", values[2]))
      #expect(parsed.filled(values[0], values[1], values[2]) == filled, "\(template)")
    }
  }

  @Test("Each catalog's list line is filled alike both ways")
  func catalogLines() {
    #expect(Catalog.shippedLanguages.count == 4)
    for catalog in Catalog.shippedLanguages.compactMap(Catalog.shipped(language:)) {
      let template = AnnouncementRenderer(catalog: catalog).template(for: .overviewItem)
      let parsed = Template.Parsed(template, names: ["rank", "title", "kind"])
      #expect(
        parsed.filled("2", "Dinner", "custom")
          == Template.fill(
            template,
            with: Template.Values("rank", "2").with("title", "Dinner").with("kind", "custom")
          ))
    }
  }
}
