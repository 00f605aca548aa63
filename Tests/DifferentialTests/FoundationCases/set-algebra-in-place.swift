// A set's algebra in place and its comparisons (home-assistant's `subtract`), printed sorted
// (the playground keeps insertion order; Swift's order is its hashing's).
func run() {
    var tags: Set<String> = ["swift", "ui", "kit", "data"]
    tags.subtract(["kit"])
    print(tags.sorted())
    tags.formIntersection(["swift", "ui", "charts"])
    print(tags.sorted(), tags.symmetricDifference(["ui", "maps"]).sorted())
    tags.formSymmetricDifference(["swift", "glass"])
    print(tags.sorted(), tags.isSuperset(of: ["ui"]), tags.isDisjoint(with: ["kit"]))
    print(tags.isStrictSubset(of: ["ui", "glass", "x"]), tags.isStrictSuperset(of: ["ui"]), tags.isStrictSubset(of: tags))
}
