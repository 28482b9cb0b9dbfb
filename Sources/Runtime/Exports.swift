// One `import ComponentTable` gives screens the component model too.
@_exported import ComponentTableComponents
