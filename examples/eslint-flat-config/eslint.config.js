import linkcanon from 'eslint-plugin-linkcanon'

export default [
  // The tests and their expected output are not part of the example's own code.
  { ignores: ['test/**'] },
  {
    files: ['**/*.{js,jsx}'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } }
  },
  linkcanon.configs.recommended
]
