export const HELP = `campo-ingestao — envia planilhas e arquivos para a API de ingestão do Campo

Uso:
  campo-ingestao entidades                     lista as entidades que o token pode gravar
  campo-ingestao modelo <entidade>             gera um modelo CSV (rótulos + linha de exemplo)
  campo-ingestao enviar <entidade> <arquivo>   valida e grava as linhas do arquivo
  campo-ingestao enviar <entidade> <arquivo> --preview
                                               só valida (prévia): não grava nada
  campo-ingestao tipos                         gera os tipos TypeScript das entidades do token

Opções:
  --url URL          endereço da API (ou a variável CAMPO_URL; padrão http://localhost:3000)
  --token TOKEN      token de ingestão ing_... (ou a variável CAMPO_TOKEN, preferível:
                     não fica no histórico do shell)
  --preview          (enviar) valida o arquivo inteiro sem gravar
  --recomecar        (enviar) ignora uma execução interrompida e começa da primeira linha
  --saida ARQUIVO    (modelo, tipos) grava em ARQUIVO em vez de mostrar na tela
  --separador ;      (modelo) separador do CSV: ; (padrão, Excel em português) ou ,
  --json             (entidades) a resposta completa da descoberta, em JSON
  -h, --help         esta ajuda
  -v, --versao       a versão do programa

Arquivos aceitos:
  .csv               separado por vírgula ou ponto e vírgula, UTF-8 com ou sem BOM
  .xlsx              primeira aba da planilha (lida aos poucos, sem carregar tudo)
  .jsonl / .ndjson   um objeto JSON por linha
  O cabeçalho (ou as chaves JSON) pode usar os rótulos do modelo ("Código") ou os nomes
  dos campos ("codigo"); maiúsculas e acentos não importam. Colunas desconhecidas são
  ignoradas, com aviso.

Como o envio funciona:
  - O arquivo é lido aos poucos e enviado em lotes do tamanho máximo que a API informa
    (maxLinhasPorRequisicao), no ritmo que os cabeçalhos RateLimit-* permitem.
  - Cada lote leva uma Idempotency-Key calculada do seu conteúdo: reenviar o mesmo
    arquivo não grava nada duas vezes (o servidor repete a primeira resposta).
  - Falhas de rede e erros 5xx são repetidos com espera crescente.
  - Se a execução for interrompida, rode o mesmo comando de novo: ela continua de onde
    parou (estado em <arquivo>.estado.json, apagado ao terminar).
  - Linhas recusadas vão para <arquivo>.recusadas.csv, com o número da linha no arquivo
    original e os motivos; corrija-as e envie esse arquivo.

Códigos de saída:
  0  todas as linhas foram gravadas (ou, na prévia, seriam)
  2  algumas linhas foram recusadas (veja <arquivo>.recusadas.csv)
  1  falha: token recusado, arquivo ilegível, API inacessível...

Exemplos:
  export CAMPO_URL=https://campo.suaempresa.com.br CAMPO_TOKEN=ing_...
  campo-ingestao modelo ativo_informacao --saida ativos.csv
  campo-ingestao enviar ativo_informacao ativos.csv --preview
  campo-ingestao enviar ativo_informacao ativos.csv
`;
