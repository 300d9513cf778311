public enum SpecConformCLIPlaceholder {}
